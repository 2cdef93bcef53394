//! What the person may choose while filling: the buttons (castle bonus, kept powers, the `ss`
//! faces, pass, undo), the joker's coats and the `b` power's with the points each adds, and the
//! prompt that says what to do and why.

use bevy::prelude::*;

use super::ghost::Placement;
use super::held_drawing::HeldDrawing;
use super::rules_bridge::UndoPoint;
use super::verdict::GhostVerdict;
use super::{Match, Prompt, show_waiting};
use crate::app::choices::{Choice, Choices, Focus, Intent, Look, OfferChoices, Toggle};
use crate::rules::preview::score_change;
use crate::rules::{Action, DominoDie, Face, GameState, Power, Step};

pub(super) fn offer_fill_choices(
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
