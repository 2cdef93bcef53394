//! The game's screens as app states, and the choices that move between them.

pub mod autoplay;
mod game_over;

pub use game_over::CountedSquare;
pub use how_to_play::{Book, OpenKingdominoPage, OpenPage};
mod controls_panel;
mod how_to_play;
mod identity_clipboard;
mod kingdom_setup;
mod leaderboard;
mod loading;
#[cfg(not(target_arch = "wasm32"))]
mod mods;
mod name_entry;
mod online_panel;
mod online_room_line;
mod replay_shelf;
mod replays;
mod room_clipboard;
mod room_code_typing;
mod seed_panel;
mod settings_panel;
mod title;

use crate::app::table::MatchRequest;
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, NoOptions};

use bevy::ecs::system::SystemParam;

use super::choices::{ChoiceMade, Go, Intent};

use super::settings::{PlaySettings, PreferredLevel};
use super::states::{AppSystems, Overlay, Pause, Screen, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        loading::plugin,
        title::plugin,
        game_over::plugin,
        settings_panel::plugin,
        name_entry::plugin,
        controls_panel::plugin,
        seed_panel::plugin,
        online_panel::plugin,
        room_clipboard::plugin,
        how_to_play::plugin,
        identity_clipboard::plugin,
        kingdom_setup::plugin,
        leaderboard::plugin,
        replays::plugin,
        autoplay::plugin,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(mods::plugin);
    app.init_resource::<PanelBeneath>();
    app.add_systems(Update, go.in_set(AppSystems::Decide));
}

/// Every choice that goes somewhere: a game started or continued, a screen, a panel opened or
/// closed, the paused game resumed.
fn go(
    mut made: MessageReader<ChoiceMade>,
    overlay: Res<State<Overlay>>,
    mut requests: MessageWriter<MatchRequest<Duel>>,
    mut next: Transitions,
    mut play: ResMut<PlaySettings>,
) {
    for ChoiceMade(intent) in made.read() {
        let Intent::Go(go) = *intent else {
            continue;
        };
        match go {
            Go::StartMatch(seats) => start(&mut requests, &mut play, seats, None),
            Go::StartSeeded { seats, seed } => {
                start(&mut requests, &mut play, seats, Some(seed));
                next.overlay.set(Overlay::Closed);
            }
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
            // From the title, a paused table or the original game's set-up panel.
            Go::ShowHowToPlay(_)
                if matches!(overlay.get(), Overlay::Closed | Overlay::KingdominoSetup) =>
            {
                next.beneath.0 = (*overlay.get() == Overlay::KingdominoSetup)
                    .then_some(Overlay::KingdominoSetup);
                next.overlay.set(Overlay::HowToPlay);
            }
            Go::ShowLeaderboard if *overlay.get() == Overlay::Online => {
                next.beneath.0 = Some(Overlay::Online);
                next.overlay.set(Overlay::Leaderboard);
            }
            Go::ShowKingdominoSetup if *overlay.get() == Overlay::Closed => {
                next.overlay.set(Overlay::KingdominoSetup);
            }
            // Another panel shows over them.
            Go::ShowSeedEntry
            | Go::ShowOnline
            | Go::ContinueOnline(_)
            | Go::ShowHowToPlay(_)
            | Go::ShowLeaderboard
            | Go::ShowKingdominoSetup => {}
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
            // (`table::saves`), the original game's set-up deals a seed (`kingdom_setup`).
            Go::PlayAgain { .. }
            | Go::NextInSeries
            | Go::Continue(_)
            | Go::StartKingdominoSeeded(_) => {}
            Go::ShowSettings => NextState::set_if_neq(&mut next.overlay, Overlay::Settings),
            Go::ShowControls => next.overlay.set(Overlay::Controls),
            Go::CloseOverlay => next.beneath.close(&mut next.overlay),
            Go::Quit => {
                next.exit.write(AppExit::Success);
            }
        }
    }
}

/// Where the choices go: the screen, the panel over it, the game's pause, or out.
/// The panel a panel was opened over (How to play over the original game's set-up), shown
/// again when it closes; the title's menu otherwise.
#[derive(Resource, Default)]
pub(super) struct PanelBeneath(pub(super) Option<Overlay>);

impl PanelBeneath {
    /// Where closing the panel shown goes.
    pub(super) fn close(&mut self, next: &mut NextState<Overlay>) {
        next.set(self.0.take().unwrap_or(Overlay::Closed));
    }
}

#[derive(SystemParam)]
struct Transitions<'w> {
    screen: ResMut<'w, NextState<Screen>>,
    overlay: ResMut<'w, NextState<Overlay>>,
    beneath: ResMut<'w, PanelBeneath>,
    pause: Option<ResMut<'w, NextState<Pause>>>,
    exit: MessageWriter<'w, AppExit>,
}

/// A new game, and its level offered first next time.
fn start(
    requests: &mut MessageWriter<MatchRequest<Duel>>,
    play: &mut PlaySettings,
    seats: [Seat; 2],
    seed: Option<u64>,
) {
    requests.write(MatchRequest::New {
        seats: seats.to_vec(),
        options: NoOptions,
        seed,
    });
    let preferred = seats.iter().find_map(|seat| match seat {
        Seat::Computer(level) => PreferredLevel::of(*level),
        Seat::Human | Seat::Remote => None,
    });
    if let Some(preferred) = preferred
        && play.computer_level != preferred
    {
        play.computer_level = preferred;
    }
}
