//! The rolling phase: the four dice tumble for a moment, then the draft begins.

use crate::app::table::{Match, WaitingChoices};
use kingdomino_core::duel::Duel;
use std::time::Duration;

use bevy::prelude::*;

use super::{GameplaySystems, Prompt};
use crate::app::choices::{Choices, OfferChoices};
use crate::app::duel::DuelPhase;
use crate::app::runtime::redraw::KeepDrawing;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(DuelPhase::Rolling), start_roll);
    app.add_systems(
        Update,
        (announce_roll, finish_roll)
            .run_if(in_state(DuelPhase::Rolling))
            .in_set(GameplaySystems),
    );
}

/// How long the dice tumble before they settle on the engine's roll.
pub const ROLL_TIME: Duration = Duration::from_millis(900);

/// Counts down the tumble.
#[derive(Resource)]
pub struct RollTimer(pub Timer);

fn start_roll(mut commands: Commands) {
    commands.insert_resource(RollTimer(Timer::new(ROLL_TIME, TimerMode::Once)));
}

fn announce_roll(
    game: Res<Match<Duel>>,
    waiting: Res<WaitingChoices>,
    mut choices: ResMut<Choices>,
    mut prompt: ResMut<Prompt>,
) {
    choices.offer(waiting.0.clone(), None);
    let said = game
        .about("prompt-roll", game.state().player_a())
        .with("turn", game.state().turn());
    prompt.set_if_neq(Prompt(said));
}

/// The dice settle once the tumble is over and the engine has the turn's roll (an online game's
/// comes from the server).
fn finish_roll(
    time: Res<Time>,
    game: Res<Match<Duel>>,
    timer: Option<ResMut<RollTimer>>,
    mut next: ResMut<NextState<DuelPhase>>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    let Some(mut timer) = timer else { return };
    keep_drawing.next_frame();
    timer.0.tick(time.delta());
    if timer.0.is_finished() && !game.awaiting_deal() {
        next.set(DuelPhase::Drafting);
    }
}
