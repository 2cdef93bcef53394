//! What is on offer at the original table and what it does: a person's turn (the next line's
//! dominoes to claim, the held domino's turn, a discard when it fits nowhere), the pause, a
//! replay's controls; the prompt that says what to do or why the domino cannot go where
//! it is held; the person's actions sent to the bridge.

use bevy::prelude::*;

use super::held::HeldDomino;
use super::words::{domino_words, refusal_words};
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Intent, Look, OfferChoices,
};
use crate::app::original::OriginalChoice;
use crate::app::states::{Overlay, Pause};
use crate::app::table::{Intended, Match, OnlineHintsAgreed, TableApp, TakeBack, Watching};
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{Action, Original, Step};
use kingdomino_core::table::Place;

/// The cancel key takes back the domino the person just added (the pause key is every
/// table's: `table::pause`). Keys pressed while a panel shows over the table (How to play) are
/// the panel's, read here only to be let go.
pub(super) fn act_on_keys(
    game: Res<Match<Original>>,
    overlay: Res<State<Overlay>>,
    paused: Res<State<Pause>>,
    mut pressed: MessageReader<ControlPressed>,
    mut take_back: MessageWriter<TakeBack<Original>>,
) {
    if *overlay.get() != Overlay::Closed || *paused.get() == Pause::Paused {
        pressed.clear();
        return;
    }
    for control in pressed.read() {
        if *control == ControlPressed::Cancel
            && let Some(player) = game.who_may_take_back()
        {
            take_back.write(TakeBack::by(player));
        }
    }
}

/// What the person to act is asked to do, or why their domino cannot go where it is held;
/// empty while nobody at this screen acts.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct OriginalPrompt(pub Phrase);

/// The table's choices: a claim or a discard goes to the bridge for the person to act, a turn
/// to the held domino; the pause and Play again are the table's own.
pub(super) fn act_on_choices(
    game: Res<Match<Original>>,
    mut made: MessageReader<ChoiceMade>,
    mut held: ResMut<HeldDomino>,
    mut pause: ResMut<NextState<Pause>>,
    mut intended: MessageWriter<Intended<Original>>,
    mut take_back: MessageWriter<TakeBack<Original>>,
) {
    for ChoiceMade(intent) in made.read() {
        let Some(choice) = intent.own() else {
            continue;
        };
        match (choice, game.person_to_act()) {
            (OriginalChoice::Act(action), Some(player)) => {
                intended.write(Intended {
                    seat: player,
                    action,
                });
            }
            (OriginalChoice::Act(_), None) => {}
            (OriginalChoice::Turn, _) => held.turn(),
            (OriginalChoice::TakeBack, _) => {
                if let Some(player) = game.who_may_take_back() {
                    take_back.write(TakeBack::by(player));
                }
            }
            (OriginalChoice::Pause, _) => pause.set(Pause::Paused),
            // The set-up panel's, over the title (`setup`).
            (OriginalChoice::Setup(_) | OriginalChoice::StartSeeded(_), _) => {}
        }
    }
}

/// Offers the table's choices (the person to act's, else the pause's or the game over's), and
/// words the prompt.
pub(super) fn offer_choices(
    game: Res<Match<Original>>,
    held: Res<HeldDomino>,
    paused: Res<State<Pause>>,
    overlay: Res<State<Overlay>>,
    watching: Option<Res<Watching<Original>>>,
    online: Res<OnlineHintsAgreed>,
    mut choices: ResMut<Choices>,
    mut prompt: ResMut<OriginalPrompt>,
) {
    // Offered again as How to play closes over the table.
    let watching_changed = watching
        .as_ref()
        .is_some_and(|watching| watching.is_changed());
    if !game.is_changed()
        && !held.is_changed()
        && !paused.is_changed()
        && !overlay.is_changed()
        && !watching_changed
    {
        return;
    }
    let button = |choice: OriginalChoice, label: &'static str| {
        Choice::button(Intent::game(choice), Phrase::new(label))
    };
    // The pause menu is every table's (`table::pause`).
    if *paused.get() == Pause::Paused {
        prompt.set_if_neq(OriginalPrompt(Phrase::Empty));
        return;
    }
    let over = game.state().step() == Step::GameOver;
    // The game over screen follows the finished table (`original::end`).
    let (mut list, grid, said) = match game.person_to_act() {
        _ if let Some(watching) = &watching => {
            let played = game.record().actions.len();
            let controls = watching.position.controls(
                played,
                watching.playback.playing,
                Original::MOMENT_CONTROLS,
            );
            (controls, None, watching.whereabouts(played))
        }
        None => (Vec::new(), None, Phrase::Empty),
        Some(player) => {
            let step = game.state().step();
            let (mut list, grid, mut said) = person_s_turn(&game, player, step, &held);
            if game.hints_offered(online.0) {
                list.push(Choice::button(Intent::Hint, Phrase::new("hint-button")));
            }
            if game.who_may_take_back() == Some(player) {
                list.push(button(OriginalChoice::TakeBack, "original-take-back"));
                if grid.is_none() {
                    said = Phrase::new("original-take-back-help").with("then", said);
                }
            }
            (list, grid, said)
        }
    };
    // A replay has its own Pause and way out.
    if !over && watching.is_none() {
        list.push(button(OriginalChoice::Pause, "original-pause"));
    }
    // The domino in focus was claimed (by a king just before): the focus goes to the line's
    // first free domino, the next decision, not to whatever button took its place.
    let focused_gone = match choices.focus() {
        Focus::Choice(index) => choices
            .list()
            .get(index)
            .is_some_and(|focused| !list.iter().any(|choice| choice.intent == focused.intent)),
        Focus::Grid => false,
    };
    match list
        .iter()
        .position(|choice| choice.look == Look::LineDomino)
    {
        Some(first) if focused_gone => choices.offer_focused(list, grid, Focus::Choice(first)),
        _ => choices.offer(list, grid),
    }
    prompt.set_if_neq(OriginalPrompt(said));
}

/// What the person to act may do, and what they are told.
fn person_s_turn(
    game: &Match<Original>,
    player: Place,
    step: Step,
    held: &HeldDomino,
) -> (Vec<Choice>, Option<Place>, Phrase) {
    let any = game.state();
    match step {
        Step::Claim { .. } | Step::Choose { .. } => {
            let line = any.next_line();
            let claims = any
                .legal_actions()
                .into_iter()
                .filter_map(|action| match action {
                    Action::Claim { slot } => Some(Choice {
                        intent: Intent::game(OriginalChoice::Act(action)),
                        label: domino_words(&game.rules, &line.get(usize::from(slot))?.domino),
                        look: Look::LineDomino,
                    }),
                    _ => None,
                })
                .collect();
            (claims, None, Phrase::new("original-claim-help"))
        }
        Step::Place { .. } if held.fits_nowhere => (
            vec![Choice::button(
                Intent::game(OriginalChoice::Act(Action::Discard)),
                Phrase::new("original-discard"),
            )],
            None,
            Phrase::new("original-fits-nowhere"),
        ),
        Step::Place { .. } => {
            let turn = Choice::button(
                Intent::game(OriginalChoice::Turn),
                Phrase::new("original-turn"),
            );
            let said = match any.place_refusal(held.first, held.direction) {
                None => Phrase::new("original-place-help"),
                Some(refusal) => refusal_words(refusal, any.side()),
            };
            (vec![turn], Some(player), said)
        }
        Step::GameOver => (Vec::new(), None, Phrase::Empty),
    }
}
