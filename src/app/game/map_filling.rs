//! The map-filling phase: the person moves a ghost domino over their map, prepares it (castle
//! bonus, powers), sees where it fits and what it would score, and draws it; or passes.

use bevy::prelude::*;

use super::rules_bridge::{Notice, UndoRequested, capitalized};
use super::{GameplaySystems, Match, Phase, Prompt, show_waiting};
use crate::app::choices::{
    Choice, ChoiceMade, ChoiceSystems, Choices, ControlPressed, GridInput, Intent, Look,
    OfferChoices, Toggle,
};
use crate::rules::{
    Action, Board, Cell, Drawing, GameState, PlacementPowers, Power, RuleSet, Step,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Placement>();
    app.init_resource::<GhostVerdict>();
    app.add_systems(OnEnter(Phase::MapFilling), reset_placement);
    app.add_systems(
        Update,
        (
            follow_person,
            steer_ghost,
            handle_choices,
            offer_choices,
            judge_ghost,
            leave_when_filled,
        )
            .chain()
            .after(ChoiceSystems)
            .run_if(in_state(Phase::MapFilling))
            .in_set(GameplaySystems),
    );
    app.add_systems(OnExit(Phase::MapFilling), hide_ghost);
}

/// Where the second die lies from the first, for each quarter turn: right, below, left, above.
const QUARTER_TURNS: [IVec2; 4] = [IVec2::X, IVec2::Y, IVec2::NEG_X, IVec2::NEG_Y];

/// The person's domino as they move and prepare it, before it is drawn.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// The seat it belongs to; another seat's turn starts afresh.
    pub seat: Option<u8>,
    /// The square under the pointer or the keyboard's cursor: the first die goes here.
    pub cursor: Cell,
    /// Quarter turns of the second die around the first.
    pub rotation: u8,
    pub ignore_connection: bool,
    pub separate: bool,
    /// With separate dice: the first die's square, once chosen.
    pub first: Option<Cell>,
    /// The `ss` power's faces are shown.
    pub turn_picker: bool,
}

impl Default for Placement {
    fn default() -> Placement {
        Placement {
            seat: None,
            cursor: Cell(0),
            rotation: 0,
            ignore_connection: false,
            separate: false,
            first: None,
            turn_picker: false,
        }
    }
}

impl Placement {
    fn powers(&self) -> PlacementPowers {
        PlacementPowers {
            ignore_connection: self.ignore_connection,
            separate: self.separate,
        }
    }

    /// The squares the ghost covers, slot 0 first; `None` for a square off the map.
    fn ghost_cells(&self, board: &Board) -> Vec<Option<Cell>> {
        if self.separate {
            return match self.first {
                Some(first) => vec![Some(first), Some(self.cursor)],
                None => vec![Some(self.cursor)],
            };
        }
        let turn = QUARTER_TURNS[usize::from(self.rotation % 4)];
        vec![Some(self.cursor), step(board, self.cursor, turn)]
    }
}

/// The square `by` away from `cell`, if it is on the map.
pub fn step(board: &Board, cell: Cell, by: IVec2) -> Option<Cell> {
    let (row, column) = board.row_column(cell);
    let row = u8::try_from(i32::from(row) + by.y).ok()?;
    let column = u8::try_from(i32::from(column) + by.x).ok()?;
    board.cell(row, column)
}

/// What a ghost on a map shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GhostMark {
    /// A die of the domino, by slot.
    Die(u8),
    /// The cross of the `q` power.
    Cross,
}

/// The engine's verdict on the ghost where it is now.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct GhostVerdict {
    pub seat: Option<u8>,
    pub marks: Vec<(Cell, GhostMark)>,
    /// The action confirming draws, when the spot is legal.
    pub legal: Option<Action>,
    /// Why the spot is not legal.
    pub reason: Option<String>,
    /// Points the drawing would add (the best joker coat assumed).
    pub gain: Option<i32>,
    /// Squares where the ghost's first die would fit as it is turned now.
    pub spots: u64,
}

fn reset_placement(mut placement: ResMut<Placement>) {
    *placement = Placement::default();
}

/// A new person to act starts with a fresh domino, placed on the first spot where it fits.
fn follow_person(game: Res<Match>, mut placement: ResMut<Placement>) {
    let seat = match game.state.step() {
        Step::Fill { player } if game.is_human(player) => Some(player),
        _ => None,
    };
    if seat.is_none() || placement.seat == seat {
        return;
    }
    let board = game.rules.board();
    let castle = board.castle();
    let first_fit =
        game.state
            .legal_actions(&game.rules)
            .into_iter()
            .find_map(|action| match action {
                Action::Draw(drawing) if drawing.powers == PlacementPowers::NONE => {
                    Some(drawing.cells)
                }
                _ => None,
            });
    let (cursor, rotation) = first_fit
        .and_then(|[first, second]| {
            let rotation = (0u8..4).find(|&turn| {
                step(board, first, QUARTER_TURNS[usize::from(turn)]) == Some(second)
            })?;
            Some((first, rotation))
        })
        .unwrap_or((step(board, castle, IVec2::NEG_X).unwrap_or(castle), 0));
    *placement = Placement {
        seat,
        cursor,
        rotation,
        ..Placement::default()
    };
}

fn steer_ghost(
    game: Res<Match>,
    mut grid_input: MessageReader<GridInput>,
    mut pressed: MessageReader<ControlPressed>,
    mut placement: ResMut<Placement>,
    mut intended: MessageWriter<super::IntendedAction>,
    mut undo: MessageWriter<UndoRequested>,
    mut notice: ResMut<Notice>,
) {
    let Some(seat) = placement
        .seat
        .filter(|&seat| game.human_to_act() == Some(seat))
    else {
        return;
    };
    let board = game.rules.board();
    let filling = matches!(game.state.step(), Step::Fill { .. });
    for input in grid_input.read() {
        let confirm_at = match *input {
            GridInput::Move(by) => {
                if let Some(cell) = step(board, placement.cursor, by) {
                    placement.cursor = cell;
                }
                None
            }
            GridInput::PointAt { seat: on, cell } if on == seat => {
                placement.cursor = cell;
                None
            }
            GridInput::Confirm => Some(placement.cursor),
            GridInput::ConfirmAt { seat: on, cell } if on == seat => {
                placement.cursor = cell;
                Some(cell)
            }
            _ => None,
        };
        if confirm_at.is_none() || !filling {
            continue;
        }
        if placement.separate && placement.first.is_none() {
            placement.first = Some(placement.cursor);
            continue;
        }
        // Judged afresh: the cursor may have moved since the last frame's verdict.
        let verdict = judge(&game, &placement);
        match verdict.legal {
            Some(action) => {
                intended.write(super::IntendedAction { seat, action });
            }
            None => notice.0 = verdict.reason,
        }
    }
    for control in pressed.read() {
        match control {
            ControlPressed::Rotate => placement.rotation = (placement.rotation + 1) % 4,
            ControlPressed::Cancel if placement.first.is_some() => placement.first = None,
            ControlPressed::Cancel if placement.turn_picker => placement.turn_picker = false,
            ControlPressed::Cancel => {
                undo.write(UndoRequested { seat });
            }
            ControlPressed::Pause => {}
        }
    }
}

fn handle_choices(
    mut made: MessageReader<ChoiceMade>,
    mut placement: ResMut<Placement>,
    mut undo: MessageWriter<UndoRequested>,
) {
    for ChoiceMade(intent) in made.read() {
        match *intent {
            Intent::Toggle(Toggle::IgnoreConnection) => {
                placement.ignore_connection = !placement.ignore_connection;
            }
            Intent::Toggle(Toggle::SeparateDice) => {
                placement.separate = !placement.separate;
                placement.first = None;
            }
            Intent::Toggle(Toggle::TurnDie) => placement.turn_picker = !placement.turn_picker,
            Intent::Undo => {
                if let Some(seat) = placement.seat {
                    undo.write(UndoRequested { seat });
                }
                placement.first = None;
            }
            Intent::Act(Action::TurnDie { .. }) => placement.turn_picker = false,
            _ => {}
        }
    }
}

fn offer_choices(
    game: Res<Match>,
    placement: Res<Placement>,
    verdict: Res<GhostVerdict>,
    mut choices: ResMut<Choices>,
    mut prompt: ResMut<Prompt>,
) {
    // Listing every drawing (thousands with the `s` power) is only worth it when something it
    // depends on changed; the choices change when the pause menu replaced them.
    let stale =
        game.is_changed() || placement.is_changed() || verdict.is_changed() || choices.is_changed();
    if !stale {
        return;
    }
    let Some(seat) = game.human_to_act() else {
        show_waiting(&game, &mut choices, &mut prompt, "is drawing");
        return;
    };
    let name = game.seat_name(seat);
    if let Step::ChooseJokerCoat { slot, .. } = game.state.step() {
        let mut list = coat_choices(&game);
        list.push(Choice::button(Intent::Undo, "Undo"));
        choices.offer(list, None);
        prompt.set_if_neq(Prompt(format!(
            "{name}: choose the coat of arms of your joker (die {}).",
            slot + 1
        )));
        return;
    }
    let legal = game.state.legal_actions(&game.rules);
    let mut list = Vec::new();
    let mut turn_faces = Vec::new();
    for action in &legal {
        match *action {
            Action::CastleBonus { slot } => list.push(Choice::button(
                Intent::Act(*action),
                format!("Castle bonus: +1 cross on die {}", slot + 1),
            )),
            Action::TurnDie { slot, face } => turn_faces.push(Choice::button(
                Intent::Act(*action),
                format!(
                    "Die {} to {}",
                    slot + 1,
                    game.rules.face_code(face_of_die(&game, seat, slot, face))
                ),
            )),
            Action::Pass => list.push(Choice::button(
                Intent::Act(Action::Pass),
                "Pass: the domino fits nowhere",
            )),
            _ => {}
        }
    }
    if !turn_faces.is_empty() {
        list.push(Choice {
            intent: Intent::Toggle(Toggle::TurnDie),
            label: "Turn a die (ss power)".to_string(),
            look: Look::Switch {
                on: placement.turn_picker,
            },
        });
        if placement.turn_picker {
            list.extend(turn_faces);
        }
    }
    for (power, toggle, on, label) in [
        (
            Power::IgnoreConnection,
            Toggle::IgnoreConnection,
            placement.ignore_connection,
            "Ignore connection (d power)",
        ),
        (
            Power::SeparateDice,
            Toggle::SeparateDice,
            placement.separate,
            "Separate the dice (s power)",
        ),
    ] {
        if game.state.has_power(seat, &game.rules, power) {
            list.push(Choice {
                intent: Intent::Toggle(toggle),
                label: label.to_string(),
                look: Look::Switch { on },
            });
        }
    }
    list.push(Choice::button(Intent::Undo, "Undo"));
    choices.offer(list, Some(seat));
    let passing = legal.contains(&Action::Pass);
    let text = if passing && !placement.ignore_connection && !placement.separate {
        format!("{name}: your domino fits nowhere. Pass, or use a power if you have one.")
    } else if placement.separate && placement.first.is_none() {
        format!("{name}: click the square of die 1 (separate dice).")
    } else if let Some(reason) = &verdict.reason {
        format!("{name}: {reason}")
    } else if let Some(gain) = verdict.gain {
        format!("{name}: draw here for {gain:+} points. Click or Enter; R or right click turns.")
    } else {
        format!("{name}: move your domino over your map.")
    };
    prompt.set_if_neq(Prompt(text));
}

/// The face a die of the person's domino would show when turned.
fn face_of_die(game: &Match, seat: u8, slot: u8, face: u8) -> crate::rules::Face {
    let die = game.state.player(seat).domino[usize::from(slot)];
    die.map_or(crate::rules::Face::Joker, |die| {
        GameState::face_of(&game.rules, crate::rules::DominoDie { face, ..die })
    })
}

/// The coats of arms the person may choose now (a joker's, or the `b` power's), as pictures.
pub(super) fn coat_choices(game: &Match) -> Vec<Choice> {
    game.state
        .legal_actions(&game.rules)
        .into_iter()
        .filter_map(|action| match action {
            Action::ChooseJokerCoat { coat } | Action::ChooseBonusCoat { coat } => Some(Choice {
                intent: Intent::Act(action),
                label: coat_name(&game.rules, coat),
                look: Look::Coat(coat),
            }),
            _ => None,
        })
        .collect()
}

pub fn coat_name(rules: &RuleSet, coat: crate::rules::CoatId) -> String {
    rules
        .coat(coat)
        .map_or_else(|| "?".to_string(), |coat| coat.name.clone())
}

fn judge_ghost(game: Res<Match>, placement: Res<Placement>, mut verdict: ResMut<GhostVerdict>) {
    if !game.is_changed() && !placement.is_changed() {
        return;
    }
    let judged = match game.state.step() {
        Step::Fill { player } if placement.seat == Some(player) => judge(&game, &placement),
        // The drawn domino waits for a joker's coat: it stays where it was put.
        Step::ChooseJokerCoat { .. } => return,
        _ => GhostVerdict::default(),
    };
    if *verdict != judged {
        *verdict = judged;
    }
}

/// The engine's word on the person's domino where the ghost is.
fn judge(game: &Match, placement: &Placement) -> GhostVerdict {
    let Some(seat) = placement.seat else {
        return GhostVerdict::default();
    };
    let rules = &game.rules;
    let board = rules.board();
    let cells = placement.ghost_cells(board);
    let marks = (0u8..)
        .zip(&cells)
        .filter_map(|(slot, cell)| cell.map(|cell| (cell, GhostMark::Die(slot))))
        .collect();
    let allowed = |powers: PlacementPowers| {
        (!powers.ignore_connection || placement.ignore_connection)
            && (!powers.separate || placement.separate)
    };
    let drawings: Vec<Drawing> = game
        .state
        .legal_actions(rules)
        .into_iter()
        .filter_map(|action| match action {
            Action::Draw(drawing) if allowed(drawing.powers) => Some(drawing),
            _ => None,
        })
        .collect();
    let turn = QUARTER_TURNS[usize::from(placement.rotation % 4)];
    let spots = drawings
        .iter()
        .filter(|drawing| match (placement.separate, placement.first) {
            (false, _) => step(board, drawing.cells[0], turn) == Some(drawing.cells[1]),
            (true, None) => true,
            (true, Some(first)) => drawing.cells[0] == first,
        })
        .fold(0u64, |spots, drawing| {
            let shown = if placement.first.is_some() { 1 } else { 0 };
            spots | drawing.cells[shown].bit()
        });
    let mut verdict = GhostVerdict {
        seat: Some(seat),
        marks,
        spots,
        ..GhostVerdict::default()
    };
    let [Some(first), Some(second)] = cells[..] else {
        if cells.len() == 2 {
            verdict.reason = Some("the domino must stay on the map.".to_string());
        }
        return verdict;
    };
    let wanted = [first, second];
    let found = drawings
        .iter()
        .filter(|drawing| drawing.cells == wanted)
        .min_by_key(|drawing| {
            u8::from(drawing.powers.ignore_connection) + u8::from(drawing.powers.separate)
        });
    match found {
        Some(drawing) => {
            let action = Action::Draw(*drawing);
            verdict.gain = Some(gain_of(game, seat, action));
            verdict.legal = Some(action);
        }
        None if wanted.contains(&board.castle()) => {
            verdict.reason = Some("Nothing is drawn on the castle's square.".to_string());
        }
        None => {
            let mut probe = game.state.clone();
            let drawing = Drawing {
                cells: wanted,
                powers: placement.powers(),
            };
            if let Err(error) = probe.apply(rules, Action::Draw(drawing)) {
                verdict.reason = Some(capitalized(&error.to_string()));
            }
        }
    }
    verdict
}

/// How many points the person's total would change by, the jokers given their best coats.
fn gain_of(game: &Match, seat: u8, action: Action) -> i32 {
    let rules = &game.rules;
    let total = |state: &GameState| state.scores(rules)[usize::from(seat)].total as i32;
    let before = total(&game.state);
    let mut after = game.state.clone();
    if after.apply(rules, action).is_err() {
        return 0;
    }
    while let Step::ChooseJokerCoat { .. } = after.step() {
        let best = after
            .legal_actions(rules)
            .into_iter()
            .filter_map(|choice| {
                let mut trial = after.clone();
                trial.apply(rules, choice).ok().map(|()| trial)
            })
            .max_by_key(|trial| total(trial));
        let Some(best) = best else { break };
        after = best;
    }
    total(&after) - before
}

fn leave_when_filled(game: Res<Match>, mut next: ResMut<NextState<Phase>>) {
    if !matches!(
        game.state.step(),
        Step::Fill { .. } | Step::ChooseJokerCoat { .. }
    ) {
        next.set(Phase::Spellbook);
    }
}

pub(super) fn hide_ghost(mut verdict: ResMut<GhostVerdict>, mut placement: ResMut<Placement>) {
    *verdict = GhostVerdict::default();
    placement.seat = None;
}
