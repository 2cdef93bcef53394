//! The autosave: the game in progress is written when a turn begins, when the player leaves it
//! and when the game closes; a finished game's save is removed and the game kept as a replay.
//! Games the computer plays alone (the demo) leave the player's files as they were.

use crate::app::table::{Applied, Match};
use bevy::prelude::*;
use bevy::window::ExitSystems;
use kingdomino_core::duel::{Duel, SeatNumber};

use crate::app::game::saved_game::ContinuableGame;

use crate::app::platform::console;
use crate::app::player::player_data::PlayerData;
use crate::app::states::{AppSystems, Screen, Seat};
use kingdomino_core::games::GameKind;
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::player_files::data_store::{DataStore, backup_name, now_seconds};
use kingdomino_core::player_files::replays::keep_replay;
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat, save_file};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ModTitles>();
    app.add_systems(
        OnExit(Screen::Table(GameKind::Duel)),
        save_or_forget_on_leaving,
    );
    app.add_systems(
        Update,
        save_after_each_turn
            .run_if(resource_exists::<Match<Duel>>)
            .in_set(AppSystems::Save),
    );
    // After the window's own exit systems, which ask to exit when the window closes.
    app.add_systems(Last, save_on_exit.after(ExitSystems));
}

fn saved_seat(seat: Seat) -> SavedSeat {
    match seat {
        // An online opponent is a person too: the replay is of two people.
        Seat::Human | Seat::Remote => SavedSeat::Person,
        Seat::Computer(level) => SavedSeat::Computer(level),
    }
}

/// The match as it is now, as a save.
fn saved_game(game: &Match<Duel>, mods: Vec<String>) -> SavedGame<Duel> {
    let mut saved = SavedGame::new(
        game.rules.as_ref(),
        mods,
        game.seats.iter().map(|&seat| saved_seat(seat)).collect(),
        game.record().clone(),
    );
    saved.players = SeatNumber::BOTH
        .into_iter()
        .map(|seat| {
            let number = seat.ordinal();
            console::in_english(&match game.seat(seat) {
                Seat::Human => Phrase::new("seat-player").with("number", number),
                Seat::Remote => Phrase::new("seat-remote"),
                Seat::Computer(level) => Phrase::new("seat-computer-numbered")
                    .with("number", number)
                    .with("level", names::level(level)),
            })
        })
        .collect();
    saved
}

/// The save of the match as it is now.
fn save_now(commands: &mut Commands, game: &Match<Duel>, data: &DataStore, mods: Vec<String>) {
    let saved = saved_game(game, mods);
    let file = save_file(GameKind::Duel);
    if let Err(error) = data.write(file, &saved.to_text()) {
        warn!(
            "The game could not be saved to {}: {error}",
            data.describe(file)
        );
    }
    commands.insert_resource(ContinuableGame {
        saved,
        state: game.state().clone(),
    });
}

/// The titles of the mods the game started with (the desktop fills it at start).
#[derive(Resource, Clone, Debug, Default)]
pub struct ModTitles(pub Vec<String>);

/// A new turn has begun (or the game moved on while nobody acted): save.
fn save_after_each_turn(
    mut commands: Commands,
    mut applied: MessageReader<Applied<Duel>>,
    game: Res<Match<Duel>>,
    data: Res<PlayerData>,
    titles: Res<ModTitles>,
    mut saved_turn: Local<Option<(u64, u32)>>,
) {
    // An online game lives on its server: the save of a local game stays as it was.
    let saved_locally = game.has_a_person() && !game.is_online();
    if applied.read().count() == 0 || game.state().is_over() || !saved_locally {
        return;
    }
    let now = (game.seed(), game.state().turn());
    if *saved_turn != Some(now) {
        *saved_turn = Some(now);
        save_now(&mut commands, &game, &data.0, titles.0.clone());
    }
}

/// Leaving a game saves it; a finished game's save is done with.
fn save_or_forget_on_leaving(
    mut commands: Commands,
    game: Option<Res<Match<Duel>>>,
    data: Res<PlayerData>,
    titles: Res<ModTitles>,
) {
    let Some(game) = game.filter(|game| game.has_a_person()) else {
        return;
    };
    if game.is_online() {
        if game.state().is_over() {
            keep_as_replay(&saved_game(&game, titles.0.clone()).to_text(), &data.0);
        }
        return;
    }
    if game.state().is_over() {
        keep_as_replay(&saved_game(&game, titles.0.clone()).to_text(), &data.0);
        commands.remove_resource::<ContinuableGame>();
        let file = save_file(GameKind::Duel);
        for name in [file.to_string(), backup_name(file)] {
            if let Err(error) = data.0.remove(&name) {
                warn!(
                    "The finished game's save could not be removed from {}: {error}",
                    data.0.describe(&name)
                );
            }
        }
    } else {
        save_now(&mut commands, &game, &data.0, titles.0.clone());
    }
}

/// Keeps a finished game of either game, as its kept file's text, among the replays.
pub(crate) fn keep_as_replay(kept_text: &str, data: &DataStore) {
    match keep_replay(data, kept_text, now_seconds()) {
        Ok(name) => console::announce(&format!("kingdomino-duel: replay kept as {name}")),
        Err(error) => warn!(
            "The finished game could not be kept as a replay in {}: {error}",
            data.describe("")
        ),
    }
}

/// Closing the window or quitting saves the game being played.
fn save_on_exit(
    mut commands: Commands,
    mut exits: MessageReader<AppExit>,
    game: Option<Res<Match<Duel>>>,
    screen: Option<Res<State<Screen>>>,
    data: Res<PlayerData>,
    titles: Res<ModTitles>,
) {
    if exits.read().count() == 0 {
        return;
    }
    let playing = screen.is_some_and(|screen| *screen.get() == Screen::Table(GameKind::Duel));
    if let Some(game) = game.filter(|game| {
        playing && game.has_a_person() && !game.is_online() && !game.state().is_over()
    }) {
        save_now(&mut commands, &game, &data.0, titles.0.clone());
    }
}
