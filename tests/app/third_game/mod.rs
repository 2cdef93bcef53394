//! A third game proves the seam: Tiles, which lives in these tests alone, registered with the
//! app by the one registration every game uses (`game_room::plays`), is started from the
//! title, played by a person and the computer at the shared table, paused, saved and resumed
//! after a restart, ended at the shared game over, and watched again from the Replays screen.

mod engine;
mod room;

use std::path::Path;

use crate::common::app::*;
use crate::common::devices::{Control, Device};
use bevy::prelude::*;
use engine::Tiles;
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_core::player_files::replays::replay_names;
use kingdomino_core::player_files::saves::SavedGame;
use kingdomino_core::table::TableGame;
use kingdomino_duel::app::choices::{Go, Intent, ShelfChoice};
use kingdomino_duel::app::game_room::plays;
use kingdomino_duel::app::menus::OpenPage;
use kingdomino_duel::app::player::player_data::PlayerData;
use kingdomino_duel::app::states::{Count, Overlay, Pause, Screen};
use kingdomino_duel::app::table::{Match, Watching, game_id};
use room::{GAME_OVER, TABLE, TilesChoice};

/// The game with its data in `folder`, Tiles registered beside the game's own, on the title.
fn tiles_app(folder: &Path) -> App {
    let store = DataStore::Folder(folder.to_path_buf());
    title_app_playing(
        |app| {
            app.insert_resource(PlayerData(store));
        },
        plays::<Tiles>,
    )
}

fn tiles(app: &App) -> &Match<Tiles> {
    app.world().resource::<Match<Tiles>>()
}

fn offered(app: &App, intent: &Intent) -> bool {
    choices(app)
        .list()
        .iter()
        .any(|choice| choice.intent == *intent)
}

/// Frames until the person lays or the board is full, then the person's first square laid.
fn lay_once(app: &mut App) {
    let ready = |app: &App| {
        screen(app) != TABLE
            || app
                .world()
                .get_resource::<Match<Tiles>>()
                .is_some_and(|game| {
                    game.person_to_act().is_some() && !choices(app).list().is_empty()
                })
    };
    assert!(run_until(app, 600, ready), "the person was never to lay");
    if screen(app) == TABLE {
        let first = choices(app).list()[0].intent.clone();
        assert!(first.own::<TilesChoice>().is_some(), "{first:?}");
        choose(app, Device::Keyboard, first);
        app.update();
    }
}

/// The pause stops the table, offers Tiles' own How to play, and gives the game back.
fn pause_and_resume(app: &mut App) {
    Device::Keyboard.press(app, Control::Pause);
    let paused = |app: &App| *app.world().resource::<State<Pause>>().get() == Pause::Paused;
    assert!(run_until(app, 5, paused));
    let how_to_play = Intent::Go(Go::ShowHowToPlay(game_id::<Tiles>()));
    assert!(offered(app, &how_to_play), "{:?}", choices(app).list());
    choose(app, Device::Keyboard, how_to_play);
    app.update();
    let page = app.world().get_resource::<OpenPage>().copied();
    assert_eq!(page.map(|open| open.book), Some(game_id::<Tiles>()));
    Device::Keyboard.press(app, Control::Cancel);
    let closed = |app: &App| *app.world().resource::<State<Overlay>>().get() == Overlay::Closed;
    assert!(run_until(app, 5, closed));
    choose(app, Device::Keyboard, Intent::Go(Go::Resume));
    assert!(run_until(app, 5, |app| !paused(app)));
}

#[test]
fn a_third_game_registered_once_plays_saves_pauses_ends_and_replays_at_the_shared_table() {
    let folder = std::env::temp_dir().join(format!("kingdomino-third-game-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();

    // Begun from the title's own button for it, a person against the computer.
    let mut app = tiles_app(&folder);
    choose(&mut app, Device::Keyboard, Intent::game(TilesChoice::Start));
    assert!(run_until(&mut app, 10, |app| screen(app) == TABLE));
    lay_once(&mut app);
    assert!(run_until(&mut app, 600, |app| tiles(app)
        .record()
        .actions
        .len()
        == 2));
    pause_and_resume(&mut app);
    let saved = std::fs::read(folder.join(Tiles::SAVE_FILE)).expect("the game is kept");
    let saved = SavedGame::<Tiles>::from_bytes(&saved).unwrap();
    assert_eq!(
        saved.record.actions.len(),
        2,
        "the computer's tile laid too"
    );
    drop(app);

    // After a restart the title offers to go on with it, in its own words.
    let mut app = tiles_app(&folder);
    let continued = Intent::Go(Go::Continue(game_id::<Tiles>()));
    let line = offered_choices(&app)
        .into_iter()
        .find(|(intent, _)| *intent == continued)
        .map(|(_, words)| words);
    assert_eq!(line.as_deref(), Some("Continue Tiles (7 left)"));
    choose(&mut app, Device::Keyboard, continued);
    assert!(run_until(&mut app, 10, |app| screen(app) == TABLE));
    assert_eq!(tiles(&app).record().actions.len(), 2);
    while screen(&app) == TABLE {
        lay_once(&mut app);
    }

    // Its count at the shared game over.
    assert_eq!(screen(&app), GAME_OVER);
    let [first, second] = tiles(&app).state().points;
    choose(&mut app, Device::Keyboard, Intent::SkipCount);
    let told = |app: &App| {
        app.world()
            .get_resource::<State<Count>>()
            .is_some_and(|count| *count.get() == Count::Told)
    };
    assert!(run_until(&mut app, 100, told));
    assert!(texts(&mut app).contains(&format!("{first} to {second}")));
    assert!(offered(
        &app,
        &Intent::Go(Go::PlayAgain { same_deal: false })
    ));
    let kept = replay_names(&DataStore::Folder(folder.clone())).unwrap();
    assert_eq!(kept.len(), 1, "the finished game is kept among the replays");
    assert!(
        !folder.join(Tiles::SAVE_FILE).exists(),
        "and its save is done with"
    );

    // Listed among the replays in its own words, and watched at its own table to its end.
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ToTitle));
    app.update();
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowReplays));
    assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Replays));
    let pick = Intent::Shelf(ShelfChoice::Pick(0));
    let listed = offered_choices(&app)
        .into_iter()
        .find(|(intent, _)| *intent == pick)
        .map(|(_, words)| words)
        .unwrap_or_default();
    assert!(
        listed.ends_with(&format!("Tiles {first} to {second}")),
        "{listed}"
    );
    choose(&mut app, Device::Keyboard, pick);
    app.update();
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Shelf(ShelfChoice::Watch),
    );
    assert!(run_until(&mut app, 10, |app| screen(app) == TABLE));
    assert!(app.world().contains_resource::<Watching<Tiles>>());
    assert!(run_until(&mut app, 3000, |app| screen(app) == GAME_OVER));
    assert!(tiles(&app).watched);
    assert_eq!(tiles(&app).state().points, [first, second]);
    let _ = std::fs::remove_dir_all(&folder);
}
