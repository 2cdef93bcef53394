//! The map-filling phase: the person moves a ghost domino over their map, prepares it (castle
//! bonus, powers), sees where it fits and what it would score, and draws it; or passes. The
//! ghost itself is `ghost.rs`, the engine's verdict on it `verdict.rs`.

use bevy::prelude::*;

use super::ghost::{CursorConfirmed, Placement, follow_grid_input};
use super::rules_bridge::UndoRequested;
use super::verdict::{GhostVerdict, judge_drawing};
use super::{GameplaySystems, IntendedAction, Match, Prompt, show_waiting};
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Intent, Look, OfferChoices, Toggle,
};
use crate::app::states::Phase;
use crate::rules::{
    Action, Direction, DominoDie, Drawing, Face, GameState, PlacementPowers, Power, Step,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Phase::MapFilling), reset_placement);
    app.add_systems(
        Update,
        (
            follow_person,
            follow_grid_input,
            steer_ghost,
            handle_choices,
            judge_ghost,
            offer_choices,
            leave_when_filled,
        )
            .chain()
            .run_if(in_state(Phase::MapFilling))
            .in_set(GameplaySystems),
    );
    app.add_systems(OnExit(Phase::MapFilling), hide_ghost);
}

fn reset_placement(mut placement: ResMut<Placement>) {
    *placement = Placement::default();
}

/// A new person to act starts with a fresh domino, placed on the first spot where it fits.
fn follow_person(game: Res<Match>, mut placement: ResMut<Placement>) {
    let seat = match game.state.step() {
        Step::Fill { player } if game.is_human(player) => player,
        _ => return,
    };
    if placement.seat == Some(seat) {
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
                board.neighbour(first, Direction::CLOCKWISE[usize::from(turn)]) == Some(second)
            })?;
            Some((first, rotation))
        })
        .unwrap_or((
            board.neighbour(castle, Direction::West).unwrap_or(castle),
            0,
        ));
    *placement = Placement {
        rotation,
        ..Placement::for_seat(seat, cursor)
    };
}

fn steer_ghost(
    game: Res<Match>,
    mut confirmed: MessageReader<CursorConfirmed>,
    mut pressed: MessageReader<ControlPressed>,
    mut placement: ResMut<Placement>,
    mut intended: MessageWriter<IntendedAction>,
    mut undo: MessageWriter<UndoRequested>,
) {
    let Some(seat) = placement.acting_seat(&game) else {
        return;
    };
    let board = game.rules.board();
    let filling = matches!(game.state.step(), Step::Fill { .. });
    for _ in confirmed.read().filter(|_| filling) {
        if placement.separate && placement.first.is_none() {
            placement.first = Some(placement.cursor);
            continue;
        }
        // Judged afresh: the cursor may have moved since the last frame's verdict. A spot the
        // engine would refuse still goes to it, so the refusal is worded in one place.
        let action = judge_drawing(&game, &placement).legal.or_else(|| {
            let [Some(first), Some(second)] = placement.ghost_cells(board)[..] else {
                return None;
            };
            Some(Action::Draw(Drawing {
                cells: [first, second],
                powers: placement.powers(),
            }))
        });
        if let Some(action) = action {
            intended.write(IntendedAction { seat, action });
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
        format!("{name}: {reason}.")
    } else if let Some(gain) = verdict.gain {
        format!("{name}: draw here for {gain:+} points. Click or Enter; R or right click turns.")
    } else {
        format!("{name}: move your domino over your map.")
    };
    prompt.set_if_neq(Prompt(text));
}

/// The face a die of the person's domino would show when turned.
fn face_of_die(game: &Match, seat: u8, slot: u8, face: u8) -> Face {
    let die = game.state.player(seat).domino[usize::from(slot)];
    die.map_or(Face::Joker, |die| {
        GameState::face_of(&game.rules, DominoDie { face, ..die })
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
                label: game.rules.coat_name(coat).to_string(),
                look: Look::Coat(coat),
            }),
            _ => None,
        })
        .collect()
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

fn judge_ghost(game: Res<Match>, placement: Res<Placement>, mut verdict: ResMut<GhostVerdict>) {
    if !game.is_changed() && !placement.is_changed() {
        return;
    }
    let judged = match game.state.step() {
        Step::Fill { player } if placement.seat == Some(player) => judge_drawing(&game, &placement),
        // The drawn domino waits for a joker's coat: it stays where it was put.
        Step::ChooseJokerCoat { .. } => return,
        _ => GhostVerdict::default(),
    };
    verdict.set_if_neq(judged);
}
