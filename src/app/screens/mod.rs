//! The game's screens as app states (loading, the title, the mods, the replays, a game's game
//! over), what each game offers on them, and the choices that move between screens and panels.

mod game_over;

pub use game_over::{
    COUNT_HEIGHT, COUNT_WIDTH, CountLine, CountTip, GameOverChoices, GameOverScreen,
    InPlaceOfPlayingAgain, KingdomSlot, StoryMore, VerdictNote, next_in_series_words, spawn_bars,
};
pub use replay_shelf::OnTheShelf;
pub use starts::{
    GameStarts, GamesElsewhere, Starts, StartsSystems, TypedSeed, ask_before_listing,
};
mod loading;
#[cfg(not(target_arch = "wasm32"))]
mod mods;
mod replay_shelf;
mod replays;
mod starts;
mod title;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::choices::{ChoiceMade, Go, Intent};
use super::states::{AppSystems, Overlay, PanelBeneath, Pause, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        loading::plugin,
        title::plugin,
        game_over::plugin,
        starts::plugin,
        replays::plugin,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(mods::plugin);
    app.add_systems(Update, go.in_set(AppSystems::Decide));
    app.add_systems(OnExit(Screen::Title), close_the_panel);
}

/// Game `G` on the screens every game shares: started from the title and the seed panel.
pub fn game_plugin<G: Starts + OnTheShelf + GameOverScreen>(app: &mut App) {
    starts::game_plugin::<G>(app);
    game_over::game_plugin::<G>(app);
    replays::game_plugin::<G>(app);
}

/// Every choice that goes somewhere: a game started or continued, a screen, a panel opened or
/// closed, the paused game resumed.
fn go(mut made: MessageReader<ChoiceMade>, overlay: Res<State<Overlay>>, mut next: Transitions) {
    for ChoiceMade(intent) in made.read() {
        let Intent::Go(go) = *intent else {
            continue;
        };
        match go {
            Go::Resume => {
                if let Some(pause) = next.pause.as_mut() {
                    pause.set(Pause::Running);
                }
            }
            Go::ToTitle => next.screen.set(Screen::Title),
            Go::ShowMods => next.screen.set(Screen::Mods),
            // From a watched replay; the Replays screen is not entered again when it shows.
            Go::ShowReplays => NextState::set_if_neq(&mut next.screen, Screen::Replays),
            Go::ShowSeedEntry if *overlay.get() == Overlay::Closed => {
                next.overlay.set(Overlay::Seed);
            }
            Go::ShowOnline | Go::ContinueOnline(_) if *overlay.get() == Overlay::Closed => {
                next.overlay.set(Overlay::Online);
            }
            // From the title, a paused table or a game's set-up panel.
            Go::ShowHowToPlay(_)
                if matches!(overlay.get(), Overlay::Closed | Overlay::Setup(_)) =>
            {
                next.beneath.0 =
                    matches!(overlay.get(), Overlay::Setup(_)).then_some(*overlay.get());
                next.overlay.set(Overlay::HowToPlay);
            }
            Go::ShowLeaderboard if *overlay.get() == Overlay::Online => {
                next.beneath.0 = Some(Overlay::Online);
                next.overlay.set(Overlay::Leaderboard);
            }
            Go::ShowSetup(game) if *overlay.get() == Overlay::Closed => {
                next.overlay.set(Overlay::Setup(game));
            }
            // Another panel shows over them.
            Go::ShowSeedEntry
            | Go::ShowOnline
            | Go::ContinueOnline(_)
            | Go::ShowHowToPlay(_)
            | Go::ShowLeaderboard
            | Go::ShowSetup(_) => {}
            // The online panel opens and leaves rooms.
            Go::MakeRoom
            | Go::JoinRoom
            | Go::WatchRoom
            | Go::PlayAnyone
            | Go::Rematch
            | Go::LeaveRoom
            | Go::CopyRoomCode => {}
            // The leaderboard panel moves the player's identity (`identity_clipboard`).
            Go::CopyIdentity | Go::PasteIdentity => {}
            // The online game asks its server.
            Go::LetComputerPlay => {}
            // The game over screen plays again or on (`game_over`), the saves go on
            // (`table::saves`).
            Go::PlayAgain { .. } | Go::NextInSeries | Go::Continue(_) => {}
            Go::ShowSettings => NextState::set_if_neq(&mut next.overlay, Overlay::Settings),
            Go::ShowControls => next.overlay.set(Overlay::Controls),
            Go::CloseOverlay => next.beneath.close(&mut next.overlay),
            Go::Quit => {
                next.exit.write(AppExit::Success);
            }
        }
    }
}

/// A game started from a panel over the title (the seed panel, a game's set-up, the online
/// panel) leaves the panel behind with the title.
fn close_the_panel(overlay: Res<State<Overlay>>, mut next: ResMut<NextState<Overlay>>) {
    if *overlay.get() != Overlay::Closed {
        next.set(Overlay::Closed);
    }
}

/// Where the choices go: the screen, the panel over it, the game's pause, or out.
#[derive(SystemParam)]
struct Transitions<'w> {
    screen: ResMut<'w, NextState<Screen>>,
    overlay: ResMut<'w, NextState<Overlay>>,
    beneath: ResMut<'w, PanelBeneath>,
    pause: Option<ResMut<'w, NextState<Pause>>>,
    exit: MessageWriter<'w, AppExit>,
}
