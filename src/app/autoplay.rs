//! `--autoplay`: two computer players play a whole game through the real screens and
//! animations (a demo, and a smoke test that can exit at game over).

use bevy::prelude::*;

use super::game::{MatchSetup, Seat};
use super::screens::{Screen, Tally};
use crate::ai::Level;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Title),
        start_demo.run_if(resource_exists::<Autoplay>),
    );
    app.add_systems(
        Update,
        exit_after_count.run_if(in_state(Screen::GameOver).and_then(resource_exists::<Autoplay>)),
    );
}

/// How the game was asked to play itself.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Autoplay {
    pub seed: Option<u64>,
    pub exit_on_game_over: bool,
}

fn start_demo(
    autoplay: Res<Autoplay>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
) {
    *setup = MatchSetup {
        seats: [Seat::Computer(Level::Expert), Seat::Computer(Level::Normal)],
        seed: autoplay.seed,
    };
    next.set(Screen::Game);
}

fn exit_after_count(
    autoplay: Res<Autoplay>,
    tally: Option<Res<Tally>>,
    mut exit: MessageWriter<AppExit>,
) {
    if autoplay.exit_on_game_over && tally.is_some_and(|tally| tally.done) {
        exit.write(AppExit::Success);
    }
}
