//! The map-filling phase: the person moves a ghost domino over their map, prepares it (castle
//! bonus, powers), sees where it fits and what it would score, and draws it; or passes. The
//! ghost itself is `ghost.rs`, the engine's verdict on it `verdict.rs`.

use bevy::prelude::*;

use super::ghost::{CursorConfirmed, Placement, follow_grid_input};
use super::held_drawing::{HeldDrawing, release_when_due};
use super::rules_bridge::{UndoPoint, UndoRequested};
use super::verdict::{GhostVerdict, judge_drawing};
use super::{GameplaySystems, IntendedAction, Match, Prompt, show_waiting};
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Intent, Look, OfferChoices, Toggle,
};
use crate::app::states::Phase;
use crate::rules::preview::score_change;
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
            release_when_due,
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

fn reset_placement(mut placement: ResMut<Placement>, mut held: ResMut<HeldDrawing>) {
    *placement = Placement::default();
    held.0 = None;
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
    mut held: ResMut<HeldDrawing>,
    mut intended: MessageWriter<IntendedAction>,
    mut undo: MessageWriter<UndoRequested>,
) {
    let Some(seat) = placement.acting_seat(&game) else {
        return;
    };
    let board = game.rules.board();
    let filling = matches!(game.state.step(), Step::Fill { .. });
    for _ in confirmed.read().filter(|_| filling) {
        if held.0.is_some() {
            held.release(&mut intended);
            continue;
        }
        if placement.separate && placement.first.is_none() {
            placement.first = Some(placement.cursor);
            continue;
        }
        // Judged afresh: the cursor may have moved since the last frame's verdict. A spot the
        // engine would refuse goes to it at once, so the refusal is worded in one place.
        if let Some(action) = judge_drawing(&game, &placement).legal {
            held.hold(seat, action);
            continue;
        }
        if let [Some(first), Some(second)] = placement.ghost_cells(board)[..] {
            let drawing = Drawing {
                cells: [first, second],
                powers: placement.powers(),
            };
            intended.write(IntendedAction {
                seat,
                action: Action::Draw(drawing),
            });
        }
    }
    for control in pressed.read() {
        match control {
            ControlPressed::Cancel if held.0.is_some() => held.0 = None,
            ControlPressed::Rotate if held.0.is_some() => {}
            ControlPressed::Rotate => placement.rotation = (placement.rotation + 1) % 4,
            ControlPressed::Cancel if placement.first.is_some() => placement.first = None,
            ControlPressed::Cancel if placement.turn_picker.is_some() => {
                placement.turn_picker = None;
            }
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
    mut held: ResMut<HeldDrawing>,
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
            Intent::Toggle(Toggle::TurnDie(slot)) => {
                placement.turn_picker = (placement.turn_picker != Some(slot)).then_some(slot);
            }
            Intent::Undo if held.0.is_some() => held.0 = None,
            Intent::Undo => {
                if let Some(seat) = placement.seat {
                    undo.write(UndoRequested { seat });
                }
                placement.first = None;
            }
            Intent::Act(Action::TurnDie { .. }) => placement.turn_picker = None,
            _ => {}
        }
    }
}

fn offer_choices(
    game: Res<Match>,
    placement: Res<Placement>,
    verdict: Res<GhostVerdict>,
    held: Res<HeldDrawing>,
    undo_point: Option<Res<UndoPoint>>,
    mut choices: ResMut<Choices>,
    mut prompt: ResMut<Prompt>,
) {
    // Listing every drawing (thousands with the `s` power) is only worth it when something it
    // depends on changed; the choices change when the pause menu replaced them.
    let stale = game.is_changed()
        || placement.is_changed()
        || verdict.is_changed()
        || held.is_changed()
        || choices.is_changed();
    if !stale {
        return;
    }
    let Some(seat) = game.human_to_act() else {
        show_waiting(&game, &mut choices, &mut prompt, "is drawing");
        return;
    };
    let name = game.seat_name(seat);
    let words = placement.die_words();
    let can_undo = held.0.is_some()
        || placement.first.is_some()
        || undo_point.is_some_and(|point| point.can_undo(seat, &game.state));
    let undo = Choice {
        intent: Intent::Undo,
        label: "Undo".to_string(),
        look: if can_undo {
            Look::Button
        } else {
            Look::Disabled
        },
    };
    if let Step::ChooseJokerCoat { slot, .. } = game.state.step() {
        offer_joker_coats(
            &game,
            seat,
            words[usize::from(slot)],
            undo,
            &mut choices,
            &mut prompt,
        );
        return;
    }
    if held.0.is_some() {
        // The map keeps the focus: confirming on it again keeps the drawing now.
        choices.offer(vec![undo], Some(seat));
        let gain = verdict
            .gain
            .map_or_else(String::new, |gain| format!(" for {}", signed_points(gain)));
        prompt.set_if_neq(Prompt(format!(
            "{name}: drawn here{gain}. Undo takes it back; Enter or a click keeps it now.",
        )));
        return;
    }
    let legal = game.state.legal_actions(&game.rules);
    let mut list = Vec::new();
    let mut turnable = [false; 2];
    let mut turn_faces = [Vec::new(), Vec::new()];
    for action in &legal {
        match *action {
            Action::CastleBonus { slot } => list.push(Choice::button(
                Intent::Act(*action),
                format!("+1 cross: {} die", words[usize::from(slot)]),
            )),
            Action::TurnDie { slot, face } => {
                turnable[usize::from(slot)] = true;
                if placement.turn_picker == Some(slot) {
                    let face = face_of_die(&game, seat, slot, face);
                    turn_faces[usize::from(slot)].push(Choice {
                        intent: Intent::Act(*action),
                        label: game.rules.face_code(face),
                        look: Look::Face(face),
                    });
                }
            }
            Action::Pass => list.push(Choice::button(
                Intent::Act(Action::Pass),
                "Pass: the domino fits nowhere",
            )),
            _ => {}
        }
    }
    for slot in 0..2u8 {
        if turnable[usize::from(slot)] {
            list.push(Choice::power_switch(
                Toggle::TurnDie(slot),
                format!("Turn {} die", words[usize::from(slot)]),
                placement.turn_picker == Some(slot),
                &game.rules,
                Power::TurnDie,
            ));
            list.append(&mut turn_faces[usize::from(slot)]);
        }
    }
    for (power, toggle, on, label) in [
        (
            Power::IgnoreConnection,
            Toggle::IgnoreConnection,
            placement.ignore_connection,
            "Draw unconnected",
        ),
        (
            Power::SeparateDice,
            Toggle::SeparateDice,
            placement.separate,
            "Separate dice",
        ),
    ] {
        if game.state.has_power(seat, &game.rules, power) {
            list.push(Choice::power_switch(toggle, label, on, &game.rules, power));
        }
    }
    list.push(undo);
    choices.offer(list, Some(seat));
    let fits_nowhere = verdict.seat == Some(seat) && verdict.marks.is_empty();
    let powers_off = !placement.ignore_connection && !placement.separate;
    let holds_a_placing_power = [Power::IgnoreConnection, Power::SeparateDice]
        .into_iter()
        .any(|power| game.state.has_power(seat, &game.rules, power));
    let text = if fits_nowhere && powers_off && holds_a_placing_power {
        format!("{name}: your domino fits nowhere without a power. Pass, or switch one on.")
    } else if fits_nowhere {
        format!("{name}: your domino fits nowhere on your map, so you pass.")
    } else if placement.separate && placement.first.is_none() {
        format!("{name}: click the square for your first die.")
    } else if let Some(reason) = &verdict.reason {
        format!("{name}: {reason}.")
    } else if let Some(gain) = verdict.gain {
        format!(
            "{name}: draw here for {}. Click or Enter; R or right click turns.",
            signed_points(gain)
        )
    } else {
        format!("{name}: move your domino over your map.")
    };
    prompt.set_if_neq(Prompt(text));
}

/// The joker's coat: each coat the engine allows with what it would score, the focus on the
/// best, the joker's square named, and why when only one coat is allowed.
fn offer_joker_coats(
    game: &Match,
    seat: u8,
    side: &str,
    undo: Choice,
    choices: &mut ResMut<Choices>,
    prompt: &mut ResMut<Prompt>,
) {
    let (mut list, best) = coat_choices(game);
    let only_one = list.len() == 1;
    list.push(undo);
    choices.offer_focused(list, None, Focus::Choice(best));
    let name = game.seat_name(seat);
    let text = if only_one {
        format!(
            "{name}: your joker on the {side} square can only take this coat: any other would \
             leave the domino unconnected."
        )
    } else {
        format!(
            "{name}: choose the coat of arms of your joker on the {side} square (each button \
             says the points it adds)."
        )
    };
    prompt.set_if_neq(Prompt(text));
}

/// "+1 point", "+6 points", "-2 points".
fn signed_points(gain: i32) -> String {
    let noun = if gain.abs() == 1 { "point" } else { "points" };
    format!("{gain:+} {noun}")
}

/// The face a die of the person's domino would show when turned.
fn face_of_die(game: &Match, seat: u8, slot: u8, face: u8) -> Face {
    let die = game.state.player(seat).domino[usize::from(slot)];
    die.map_or(Face::Joker, |die| {
        GameState::face_of(&game.rules, DominoDie { face, ..die })
    })
}

/// The coats of arms the person may choose now (a joker's, or the `b` power's), as pictures
/// with what each would add to the score now, and the index of the one that adds most.
pub(super) fn coat_choices(game: &Match) -> (Vec<Choice>, usize) {
    let mut best = (0, i32::MIN);
    let list = game
        .state
        .legal_actions(&game.rules)
        .into_iter()
        .filter_map(|action| match action {
            Action::ChooseJokerCoat { coat } | Action::ChooseBonusCoat { coat } => {
                Some((action, coat))
            }
            _ => None,
        })
        .enumerate()
        .map(|(index, (action, coat))| {
            let gain = score_change(&game.rules, &game.state, action).unwrap_or(0);
            if gain > best.1 {
                best = (index, gain);
            }
            Choice {
                intent: Intent::Act(action),
                label: format!("{} {gain:+}", game.rules.coat_name(coat)),
                look: Look::Coat(coat),
            }
        })
        .collect();
    (list, best.0)
}

fn leave_when_filled(game: Res<Match>, mut next: ResMut<NextState<Phase>>) {
    if !matches!(
        game.state.step(),
        Step::Fill { .. } | Step::ChooseJokerCoat { .. }
    ) {
        next.set(Phase::Spellbook);
    }
}

pub(super) fn hide_ghost(
    mut verdict: ResMut<GhostVerdict>,
    mut placement: ResMut<Placement>,
    mut held: ResMut<HeldDrawing>,
) {
    *verdict = GhostVerdict::default();
    placement.seat = None;
    held.0 = None;
}

fn judge_ghost(
    game: Res<Match>,
    placement: Res<Placement>,
    held: Res<HeldDrawing>,
    mut verdict: ResMut<GhostVerdict>,
) {
    // A held drawing stays where it was put.
    if held.0.is_some() || (!game.is_changed() && !placement.is_changed() && !held.is_changed()) {
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
