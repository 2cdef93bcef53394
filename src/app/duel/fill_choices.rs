//! What the person may choose while filling: the buttons (castle bonus, kept powers, the `ss`
//! faces, pass, undo), the joker's coats and the `b` power's with the points each adds, and the
//! prompt that says what to do and why.

use crate::app::table::{Match, WaitingChoices};
use bevy::prelude::*;
use kingdomino_core::duel::{Action, Duel, Face, Power, SeatNumber, Step};

use super::ghost::{DieSide, Placement};
use super::held_drawing::HeldDrawing;
use super::verdict::GhostVerdict;
use super::{Prompt, show_waiting};
use crate::app::choices::{Choice, Choices, Focus, Intent, Look, OfferChoices, TouchPlay};
use crate::app::duel::{DominoChoice, DuelChoice, power_switch};
use crate::app::input::GameAction;
use kingdomino_core::duel::preview::score_change;
use kingdomino_core::localization::{Phrase, names};

pub(super) fn offer_fill_choices(
    game: Res<Match<Duel>>,
    placement: Res<Placement>,
    verdict: Res<GhostVerdict>,
    held: Res<HeldDrawing>,
    waiting: Res<WaitingChoices>,
    touch: Res<TouchPlay>,
    mut choices: ResMut<Choices>,
    mut prompt: ResMut<Prompt>,
) {
    // Listing every drawing (thousands with the `s` power) is only worth it when something it
    // depends on changed; the choices change when the pause menu replaced them.
    let stale = game.is_changed()
        || placement.is_changed()
        || verdict.is_changed()
        || held.is_changed()
        || waiting.is_changed()
        || touch.is_changed()
        || choices.is_changed();
    if !stale {
        return;
    }
    let Some(seat) = game.person_seat_to_act() else {
        show_waiting(&game, &waiting, &mut choices, &mut prompt, "waiting-draw");
        return;
    };
    let sides = placement.die_sides();
    let can_undo = held.0.is_some() || placement.first.is_some() || game.can_take_back(seat);
    let undo = Choice {
        intent: Intent::game(DuelChoice::Domino(DominoChoice::Undo)),
        label: Phrase::new("choice-undo"),
        look: if can_undo {
            Look::Button
        } else {
            Look::Disabled
        },
    };
    if let Step::ChooseJokerCoat { slot, .. } = game.state().step() {
        offer_joker_coats(
            &game,
            seat,
            sides[usize::from(slot)],
            undo,
            &mut choices,
            &mut prompt,
        );
        return;
    }
    if held.0.is_some() {
        // The map keeps the focus: confirming on it again keeps the drawing now.
        choices.offer(vec![undo], Some(seat.into()));
        let said = match verdict.gain {
            Some(gain) => (game.about("prompt-held-for", seat))
                .with("gain", format!("{gain:+}"))
                .with("points", gain),
            None => game.about("prompt-held", seat),
        };
        prompt.set_if_neq(Prompt(said));
        return;
    }
    let list = drawing_choices(&game, seat, &placement, &verdict, undo);
    offer_drawing_choices(list, seat, &verdict, &mut choices);
    let said = drawing_prompt(&game, seat, &placement, &verdict, touch.0);
    prompt.set_if_neq(Prompt(said));
}

/// The domino's preparations, turning it (unless it fits nowhere), and Undo.
fn drawing_choices(
    game: &Match<Duel>,
    seat: SeatNumber,
    placement: &Placement,
    verdict: &GhostVerdict,
    undo: Choice,
) -> Vec<Choice> {
    let fits_nowhere = verdict.seat == Some(seat) && verdict.marks.is_empty();
    let mut list = drawing_buttons(game, seat, placement);
    // R and the right button turn the domino; a finger has this button.
    if !placement.separate && !fits_nowhere {
        list.push(Choice::button(
            Intent::game(DuelChoice::Domino(DominoChoice::Turn)),
            GameAction::Rotate.name(),
        ));
    }
    list.push(undo);
    list
}

/// The choices with the map: with nothing to aim at there, the next decision is a button (Pass,
/// or a power that makes the domino fit), and the keyboard's and gamepad's focus goes to it.
fn offer_drawing_choices(
    list: Vec<Choice>,
    seat: SeatNumber,
    verdict: &GhostVerdict,
    choices: &mut ResMut<Choices>,
) {
    let fits_nowhere = verdict.seat == Some(seat) && verdict.marks.is_empty();
    let next_decision = list
        .iter()
        .position(|choice| choice.intent == Intent::game(DuelChoice::Act(Action::Pass)))
        .or_else(|| {
            list.iter().position(|choice| {
                choice.intent != Intent::game(DuelChoice::Domino(DominoChoice::Undo))
            })
        })
        .filter(|_| fits_nowhere);
    choices.offer(list, Some(seat.into()));
    if let (Some(index), Focus::Grid) = (next_decision, choices.focus()) {
        choices.focus_on(Focus::Choice(index));
    }
}

/// The buttons of the domino's preparations: the castle bonus, the `ss` power's switch (and the
/// faces it offers), Pass, and the switches of the kept placing powers.
fn drawing_buttons(game: &Match<Duel>, seat: SeatNumber, placement: &Placement) -> Vec<Choice> {
    let sides = placement.die_sides();
    let mut list = Vec::new();
    let mut turn_faces = [None::<Vec<Choice>>, None];
    for action in game.state().legal_actions(&game.rules) {
        match action {
            Action::CastleBonus { slot } => list.push(Choice::button(
                Intent::game(DuelChoice::Act(action)),
                Phrase::new("choice-castle-cross").with("die", sides[usize::from(slot)].die()),
            )),
            Action::TurnDie { slot, face } => {
                let faces = turn_faces[usize::from(slot)].get_or_insert_default();
                if placement.turn_picker == Some(slot) {
                    let face = face_of_die(game, seat, slot, face);
                    faces.push(Choice {
                        intent: Intent::game(DuelChoice::Act(action)),
                        label: Phrase::verbatim(game.rules.face_code(face)),
                        look: Look::Face(face),
                    });
                }
            }
            Action::Pass => list.push(Choice::button(
                Intent::game(DuelChoice::Act(Action::Pass)),
                Phrase::new("choice-pass"),
            )),
            _ => {}
        }
    }
    for (slot, faces) in (0..2u8).zip(turn_faces) {
        let Some(faces) = faces else {
            continue;
        };
        list.push(power_switch(
            DominoChoice::TurnDie(slot),
            Phrase::new("switch-turn-die").with("die", sides[usize::from(slot)].die()),
            placement.turn_picker == Some(slot),
            &game.rules,
            Power::TurnDie,
        ));
        list.extend(faces);
    }
    for (power, toggle, on, label) in [
        (
            Power::IgnoreConnection,
            DominoChoice::IgnoreConnection,
            placement.ignore_connection,
            "switch-ignore-connection",
        ),
        (
            Power::SeparateDice,
            DominoChoice::SeparateDice,
            placement.separate,
            "switch-separate-dice",
        ),
    ] {
        if game.state().has_power(seat, &game.rules, power) {
            list.push(power_switch(
                toggle,
                Phrase::new(label),
                on,
                &game.rules,
                power,
            ));
        }
    }
    list
}

/// What the prompt says while the domino is moved over the map: why it fits nowhere (and
/// whether a power would help), where its first square goes, why a spot is refused, or what
/// drawing it here adds.
fn drawing_prompt(
    game: &Match<Duel>,
    seat: SeatNumber,
    placement: &Placement,
    verdict: &GhostVerdict,
    by_touch: bool,
) -> Phrase {
    let fits_nowhere = verdict.seat == Some(seat) && verdict.marks.is_empty();
    let powers_off = !placement.ignore_connection && !placement.separate;
    let holds_a_placing_power = [Power::IgnoreConnection, Power::SeparateDice]
        .into_iter()
        .any(|power| game.state().has_power(seat, &game.rules, power));
    if fits_nowhere && powers_off && holds_a_placing_power {
        game.about("prompt-fits-nowhere-without-power", seat)
    } else if fits_nowhere {
        game.about("prompt-fits-nowhere", seat)
    } else if placement.separate && placement.first.is_none() {
        game.about("prompt-first-square", seat)
    } else if let Some(reason) = verdict.refusal_words() {
        game.about("prompt-refused", seat).with("reason", reason)
    } else if let Some(gain) = verdict.gain {
        let id = if by_touch {
            "prompt-draw-here-touch"
        } else {
            "prompt-draw-here"
        };
        game.about(id, seat)
            .with("gain", format!("{gain:+}"))
            .with("points", gain)
    } else {
        game.about("prompt-move-domino", seat)
    }
}

/// The joker's coat: each coat the engine allows with what it would score, the focus on the
/// best, the joker's square named, and why when only one coat is allowed.
fn offer_joker_coats(
    game: &Match<Duel>,
    seat: SeatNumber,
    side: DieSide,
    undo: Choice,
    choices: &mut ResMut<Choices>,
    prompt: &mut ResMut<Prompt>,
) {
    let (mut list, best) = coat_choices(game);
    let only_one = list.len() == 1;
    list.push(undo);
    choices.offer_focused(list, None, Focus::Choice(best));
    let id = if only_one {
        "prompt-joker-one-coat"
    } else {
        "prompt-joker-coat"
    };
    let text = game.about(id, seat).with("square", side.square());
    prompt.set_if_neq(Prompt(text));
}

/// The face a die of the person's domino would show when turned.
fn face_of_die(game: &Match<Duel>, seat: SeatNumber, slot: u8, face: u8) -> Face {
    game.state()
        .player(seat)
        .turned_face(&game.rules, slot, face)
        .unwrap_or(Face::Joker)
}

/// The coats of arms the person may choose now (a joker's, or the `b` power's), as pictures
/// with what each would add to the score now, and the index of the one that adds most.
pub(super) fn coat_choices(game: &Match<Duel>) -> (Vec<Choice>, usize) {
    let mut best = (0, i32::MIN);
    let list = game
        .state()
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
            let gain = score_change(&game.rules, game.state(), action).unwrap_or(0);
            if gain > best.1 {
                best = (index, gain);
            }
            Choice {
                intent: Intent::game(DuelChoice::Act(action)),
                label: Phrase::new("choice-coat-gain")
                    .with("coat", names::coat(&game.rules, coat))
                    .with("gain", format!("{gain:+}")),
                look: Look::Coat(coat),
            }
        })
        .collect();
    (list, best.0)
}
