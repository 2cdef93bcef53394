//! The game's screens as app states, and the choices that move between them.

mod game_over;

pub use how_to_play::OpenPage;
mod controls_panel;
mod how_to_play;
mod loading;
#[cfg(not(target_arch = "wasm32"))]
mod mods;
mod replays;
mod seed_panel;
mod settings_panel;
mod title;

use bevy::prelude::*;

use super::AppSystems;
use super::choices::{ChoiceMade, Intent};
use super::settings::{PlaySettings, PreferredLevel};
use super::states::{MatchSetup, Overlay, Screen, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        loading::plugin,
        title::plugin,
        game_over::plugin,
        settings_panel::plugin,
        controls_panel::plugin,
        seed_panel::plugin,
        how_to_play::plugin,
        replays::plugin,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(mods::plugin);
    app.add_systems(
        Update,
        (follow_screen_choices, open_panels).in_set(AppSystems::Decide),
    );
}

/// The panels a choice opens over the screen under them (the settings open from the controls
/// too, so they open themselves).
fn open_panels(
    mut made: MessageReader<ChoiceMade>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    for ChoiceMade(intent) in made.read() {
        let panel = match intent {
            Intent::ShowHowToPlay => Overlay::HowToPlay,
            Intent::ShowSeedEntry => Overlay::Seed,
            _ => continue,
        };
        if *overlay.get() == Overlay::Closed {
            next.set(panel);
        }
    }
}

fn follow_screen_choices(
    mut made: MessageReader<ChoiceMade>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut play: ResMut<PlaySettings>,
) {
    for ChoiceMade(intent) in made.read() {
        match *intent {
            Intent::StartMatch(seats) | Intent::StartSeeded { seats, .. } => {
                let seed = match *intent {
                    Intent::StartSeeded { seed, .. } => Some(seed),
                    _ => None,
                };
                *setup = MatchSetup { seats, seed };
                // The level played is the one offered first next time.
                let preferred = seats.iter().find_map(|seat| match seat {
                    Seat::Computer(level) => PreferredLevel::of(*level),
                    Seat::Human => None,
                });
                if let Some(preferred) = preferred
                    && play.computer_level != preferred
                {
                    play.computer_level = preferred;
                }
                next.set(Screen::Game);
            }
            Intent::PlayAgain => {
                setup.seed = None;
                next.set(Screen::Game);
            }
            Intent::ToTitle => next.set(Screen::Title),
            Intent::ShowMods => next.set(Screen::Mods),
            // On the Replays screen it goes back to the list (the screen's own).
            Intent::ShowReplays => NextState::set_if_neq(&mut next, Screen::Replays),
            Intent::Quit => {
                exit.write(AppExit::Success);
            }
            _ => {}
        }
    }
}
