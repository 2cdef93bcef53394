//! The spellbook phase: the drawn dice fill their lines, powers are gained, the `b` coat and the
//! `q` square are chosen; then the next roll, or the end of the game.

use crate::app::table::{Intended, Match, WaitingChoices};
use kingdomino_core::duel::{Action, Duel, Power, SeatNumber, Step};
use std::time::Duration;

use bevy::prelude::*;

use super::fill_choices::coat_choices;
use super::ghost::{CursorConfirmed, Placement, follow_grid_input};
use super::map_filling::hide_ghost;
use super::verdict::{GhostMark, GhostVerdict};
use super::{GameplaySystems, Prompt, show_waiting};
use crate::app::choices::{Choices, Focus, OfferChoices};
use crate::app::duel::DuelPhase;
use crate::app::duel::GAME_OVER;
use crate::app::runtime::redraw::KeepDrawing;
use crate::app::states::Screen;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(DuelPhase::Spellbook), start_pause);
    app.add_systems(OnExit(DuelPhase::Spellbook), hide_ghost);
    app.add_systems(
        Update,
        (
            start_cross,
            follow_grid_input,
            aim_cross,
            offer_choices,
            leave_when_done,
        )
            .chain()
            .run_if(in_state(DuelPhase::Spellbook))
            .in_set(GameplaySystems),
    );
}

/// How long the spellbook's new squares show before the next roll.
const SPELLBOOK_TIME: Duration = Duration::from_millis(1200);

#[derive(Resource)]
struct SpellbookTimer(Timer);

fn start_pause(mut commands: Commands) {
    commands.insert_resource(SpellbookTimer(Timer::new(SPELLBOOK_TIME, TimerMode::Once)));
}

/// The `q` power's cross starts on the castle for the person who gained it.
fn start_cross(game: Res<Match<Duel>>, mut placement: ResMut<Placement>) {
    if let Some(seat) = person_placing_a_cross(&game)
        && placement.seat != Some(seat)
    {
        *placement = Placement::for_seat(seat, game.rules.board().castle());
    }
}

/// The seat of the person who places the `q` power's cross now.
fn person_placing_a_cross(game: &Match<Duel>) -> Option<SeatNumber> {
    match game.state().step() {
        Step::ApplyPower {
            player,
            power: Power::ExtraCross,
        } if game.is_person(player) => Some(player),
        _ => None,
    }
}

/// The cross follows the cursor over the person's map; the engine says where it may go.
fn aim_cross(
    game: Res<Match<Duel>>,
    placement: Res<Placement>,
    mut confirmed: MessageReader<CursorConfirmed>,
    mut verdict: ResMut<GhostVerdict>,
    mut intended: MessageWriter<Intended<Duel>>,
) {
    let Some(seat) = person_placing_a_cross(&game) else {
        return;
    };
    for &CursorConfirmed { seat, cell } in confirmed.read() {
        intended.write(Intended {
            seat: seat.into(),
            action: Action::PlaceCross { cell },
        });
    }
    let action = Action::PlaceCross {
        cell: placement.cursor,
    };
    let legal = game.state().legal_actions(&game.rules);
    let spots = legal.iter().fold(0, |spots, action| match action {
        Action::PlaceCross { cell } => spots | cell.bit(),
        _ => spots,
    });
    let refusal = game.state().check(&game.rules, action).err();
    verdict.set_if_neq(GhostVerdict {
        seat: Some(seat),
        marks: vec![(placement.cursor, GhostMark::Cross)],
        legal: legal.contains(&action).then_some(action),
        refusal,
        gain: None,
        spots,
    });
}

fn offer_choices(
    game: Res<Match<Duel>>,
    verdict: Res<GhostVerdict>,
    waiting: Res<WaitingChoices>,
    mut choices: ResMut<Choices>,
    mut prompt: ResMut<Prompt>,
) {
    let Step::ApplyPower {
        player: seat,
        power,
    } = game.state().step()
    else {
        choices.offer(waiting.0.clone(), None);
        prompt.set_if_neq(Prompt(Phrase::new("prompt-spellbook-fills")));
        return;
    };
    if !game.is_person(seat) {
        show_waiting(&game, &waiting, &mut choices, &mut prompt, "waiting-power");
        return;
    }
    match power {
        Power::DomainBonus => {
            let (list, best) = coat_choices(&game);
            choices.offer_focused(list, None, Focus::Choice(best));
            prompt.set_if_neq(Prompt(game.about("prompt-domain-bonus", seat)));
        }
        _ => {
            choices.offer(Vec::new(), Some(seat.into()));
            let text = match verdict.refusal_words() {
                Some(reason) if verdict.seat == Some(seat) => {
                    game.about("prompt-refused", seat).with("reason", reason)
                }
                _ => game.about("prompt-extra-cross", seat),
            };
            prompt.set_if_neq(Prompt(text));
        }
    }
}

fn leave_when_done(
    time: Res<Time>,
    game: Res<Match<Duel>>,
    mut timer: ResMut<SpellbookTimer>,
    mut next_phase: ResMut<NextState<DuelPhase>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    timer.0.tick(time.delta());
    if !timer.0.is_finished() {
        keep_drawing.next_frame();
        return;
    }
    // The engine may be well into the next turn by now: an opponent playing from elsewhere
    // can take two dice (the `dd` power) and draw while this spellbook still shows. Only the
    // spellbook's own decisions hold the table here.
    match game.state().step() {
        Step::ApplyPower { .. } => {}
        Step::GameOver => next_screen.set(GAME_OVER),
        Step::Draft { .. } | Step::Fill { .. } | Step::ChooseJokerCoat { .. } => {
            next_phase.set(DuelPhase::Rolling);
        }
    }
}
