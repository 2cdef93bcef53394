//! The drafting phase: A takes a die, B two, A the last; with the `dd` power A may take two.

use crate::app::table::{Match, WaitingChoices};
use bevy::prelude::*;
use kingdomino_core::duel::{Action, Duel, Power, Step};

use super::{GameplaySystems, Prompt, show_waiting};
use crate::app::choices::{Choice, ChoiceMade, Choices, Intent, Look, OfferChoices};
use crate::app::duel::DuelPhase;
use crate::app::duel::{DominoChoice, DuelChoice, power_switch};
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DraftMode>();
    app.add_systems(OnEnter(DuelPhase::Drafting), reset_mode);
    app.add_systems(
        Update,
        (handle_choices, offer_choices, leave_when_drafted)
            .chain()
            .run_if(in_state(DuelPhase::Drafting))
            .in_set(GameplaySystems),
    );
}

/// The person's use of the `dd` power while drafting.
#[derive(Resource, Default, Debug)]
pub struct DraftMode {
    pub take_two: bool,
    /// The first of the two dice, once chosen.
    pub marked: Option<u8>,
}

fn reset_mode(mut mode: ResMut<DraftMode>) {
    *mode = DraftMode::default();
}

fn handle_choices(mut made: MessageReader<ChoiceMade>, mut mode: ResMut<DraftMode>) {
    for ChoiceMade(intent) in made.read() {
        let Some(DuelChoice::Domino(choice)) = intent.own() else {
            continue;
        };
        match choice {
            DominoChoice::TakeTwoDice => {
                mode.take_two = !mode.take_two;
                mode.marked = None;
            }
            DominoChoice::MarkDie(die) => {
                mode.marked = if mode.marked == Some(die) {
                    None
                } else {
                    Some(die)
                };
            }
            // The map filling's (`map_filling::handle_choices`).
            DominoChoice::IgnoreConnection
            | DominoChoice::SeparateDice
            | DominoChoice::TurnDie(_)
            | DominoChoice::Turn
            | DominoChoice::Undo => {}
        }
    }
}

fn offer_choices(
    game: Res<Match<Duel>>,
    mode: Res<DraftMode>,
    waiting: Res<WaitingChoices>,
    mut choices: ResMut<Choices>,
    mut prompt: ResMut<Prompt>,
) {
    let Some(seat) = game.person_seat_to_act() else {
        show_waiting(&game, &waiting, &mut choices, &mut prompt, "waiting-draft");
        return;
    };
    let legal = game.state().legal_actions(&game.rules);
    let can_take_two = legal
        .iter()
        .any(|action| matches!(action, Action::TakeTwoDice { .. }));
    let take_two = mode.take_two && can_take_two;
    let mut list: Vec<Choice> = legal
        .iter()
        .filter_map(|action| match *action {
            Action::TakeDie { die } => Some(die),
            _ => None,
        })
        .map(|die| {
            let intent = match (take_two, mode.marked) {
                (false, _) => Intent::game(DuelChoice::Act(Action::TakeDie { die })),
                (true, Some(first)) if first != die => {
                    Intent::game(DuelChoice::Act(Action::TakeTwoDice {
                        dice: [first.min(die), first.max(die)],
                    }))
                }
                (true, _) => Intent::game(DuelChoice::Domino(DominoChoice::MarkDie(die))),
            };
            Choice {
                intent,
                label: Phrase::new("choice-die").with("number", die + 1),
                look: Look::Die(die),
            }
        })
        .collect();
    if can_take_two {
        list.push(power_switch(
            DominoChoice::TakeTwoDice,
            Phrase::new("switch-take-two-dice"),
            take_two,
            &game.rules,
            Power::TakeTwoDice,
        ));
    }
    choices.offer(list, None);
    let pick = match game.state().step() {
        Step::Draft { pick: 0 } if take_two && mode.marked.is_some() => {
            "prompt-draft-second-of-two"
        }
        Step::Draft { pick: 0 } if take_two => "prompt-draft-first-of-two",
        Step::Draft { pick: 0 } => "prompt-draft-one",
        Step::Draft { pick: 1 } => "prompt-draft-two",
        _ => "prompt-draft-last",
    };
    prompt.set_if_neq(Prompt(game.about(pick, seat)));
}

fn leave_when_drafted(game: Res<Match<Duel>>, mut next: ResMut<NextState<DuelPhase>>) {
    if !matches!(game.state().step(), Step::Draft { .. }) {
        next.set(DuelPhase::MapFilling);
    }
}
