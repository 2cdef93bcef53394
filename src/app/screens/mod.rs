//! The game's screens as app states, and the choices that move between them.

mod game_over;

pub use game_over::Tally;
mod loading;
mod title;

use bevy::prelude::*;

use super::choices::{ChoiceMade, ChoiceSystems, Intent};
use super::game::MatchSetup;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((loading::plugin, title::plugin, game_over::plugin));
    app.add_systems(Update, follow_screen_choices.after(ChoiceSystems));
}

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Images and sounds load behind a progress bar.
    #[default]
    Loading,
    Title,
    /// The table: the turn phases are its sub-states.
    Game,
    /// The final count and the winner.
    GameOver,
}

fn follow_screen_choices(
    mut made: MessageReader<ChoiceMade>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    for ChoiceMade(intent) in made.read() {
        match *intent {
            Intent::StartMatch(seats) => {
                *setup = MatchSetup { seats, seed: None };
                next.set(Screen::Game);
            }
            Intent::PlayAgain => {
                setup.seed = None;
                next.set(Screen::Game);
            }
            Intent::ToTitle => next.set(Screen::Title),
            Intent::Quit => {
                exit.write(AppExit::Success);
            }
            _ => {}
        }
    }
}
