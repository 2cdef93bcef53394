//! The original game's replays and statistics: a finished game a person played is kept among
//! the replays and counted; the Replays screen lists it beside the Duel's, and it is watched at
//! the original table with the replay's controls, by lines; a seed typed on the title deals the
//! same dominoes to the game as set up.

use super::*;
use crate::common::original::{original_match, play_to_the_end, start_original};
use kingdomino_core::original::{Original, OriginalRules};
use kingdomino_core::player_files::replays::replay_names;
use kingdomino_core::player_files::saves::KeptGame;
use kingdomino_core::table::Record;
use kingdomino_duel::app::original;
use kingdomino_duel::app::original::OriginalChoice;
use kingdomino_duel::app::original::OriginalGameSettings;
use kingdomino_duel::app::original::OriginalPrompt;
use kingdomino_duel::app::states::{Overlay, Seat};
use kingdomino_duel::app::table::Watching;

fn shown_in_kingdom(app: &App) -> usize {
    original_match(app).record().actions.len()
}

fn prompt_words(app: &App) -> String {
    words(app, &app.world().resource::<OriginalPrompt>().0)
}

#[test]
fn a_finished_original_game_is_kept_counted_listed_and_watched_by_lines() {
    let folder = std::env::temp_dir().join(format!("kd-kingdom-replays-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let mut app = title_app_with(|app| {
        app.insert_resource(PlayerData(DataStore::Folder(folder.clone())));
    });
    start_original(
        &mut app,
        vec![Seat::Human, Seat::Computer(Level::Easy)],
        false,
        44,
    );
    play_to_the_end(&mut app);
    let record = original_match(&app).record().clone();
    let scores = original_match(&app).state().scores();
    let winners = original_match(&app).state().winners();

    // Kept, as a file of the original game that replays to the same end, and counted.
    let store = DataStore::Folder(folder.clone());
    let names = replay_names(&store).unwrap();
    assert_eq!(names.len(), 1, "{names:?}");
    let kept = std::fs::read(folder.join(&names[0])).unwrap();
    let Ok(KeptGame::Original(saved)) = KeptGame::from_bytes(&kept) else {
        panic!("not kept as the original game's file");
    };
    assert_eq!(saved.record, record);
    let statistics = app.world().resource::<Statistics>().original;
    assert_eq!(statistics.against_computers.played, 1);
    assert_eq!(
        statistics.against_computers.won,
        u32::from(winners.iter().any(|winner| winner.index() == 0))
    );
    assert_eq!(statistics.best_score, scores[0].total);
    assert_eq!(statistics.largest_domain, scores[0].largest_domain);

    // Listed with every kingdom's count, its details saying who played.
    choose(&mut app, Device::Keyboard, Intent::SkipCount);
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ToTitle));
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowReplays));
    assert_eq!(screen(&app), Screen::Replays);
    let row = &offered_choices(&app)[1].1;
    assert!(
        row.ends_with(&format!(
            " · The original Kingdomino · Player 1 {} · Player 2 {}",
            scores[0].total, scores[1].total
        )),
        "{row}"
    );
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Shelf(ShelfChoice::Pick(0)),
    );
    let lines = record.moment_starts(&OriginalRules::builtin()).len() - 1;
    let shown = texts(&mut app);
    assert!(
        shown.iter().any(
            |text| text.contains("Player 1: a person, Player 2: computer (Easy)")
                && text.contains(&format!(
                    "{lines} lines · {} moves · seed 44",
                    record.actions.len()
                ))
        ),
        "{shown:?}"
    );
    assert_eq!(
        offered_choices(&app)
            .iter()
            .map(|(intent, _)| intent.clone())
            .collect::<Vec<_>>(),
        [
            Intent::Shelf(ShelfChoice::Watch),
            Intent::Shelf(ShelfChoice::Export),
            Intent::Shelf(ShelfChoice::BackToList),
        ],
        "no swings to watch from: they are the Duel's"
    );

    // Watched at the original table: nobody there decides, the record plays itself.
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Shelf(ShelfChoice::Watch),
    );
    app.update();
    assert_eq!(screen(&app), original::TABLE);
    assert!(app.world().contains_resource::<Watching<Original>>());
    assert_eq!(original_match(&app).person_to_act(), None);
    assert!(run_until(&mut app, 600, |app| shown_in_kingdom(app) >= 3));
    assert_eq!(
        original_match(&app).record().actions,
        record.actions[..shown_in_kingdom(&app)]
    );
    let controls = offered_choices(&app);
    assert!(
        controls.contains(&(
            Intent::Replay(ReplayControl::NextTurn),
            "Line »".to_string()
        )),
        "{controls:?}"
    );
    assert!(
        controls
            .iter()
            .all(|(intent, _)| matches!(intent, Intent::Replay(_) | Intent::Go(Go::ShowReplays))),
        "{controls:?}"
    );
    assert!(prompt_words(&app).starts_with("Replay · move "));

    choose(
        &mut app,
        Device::Keyboard,
        Intent::Replay(ReplayControl::Pause),
    );
    let paused_at = shown_in_kingdom(&app);
    assert!(!run_until(&mut app, 100, |app| shown_in_kingdom(app) != paused_at));
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Replay(ReplayControl::StepForward),
    );
    assert!(run_until(&mut app, 10, |app| shown_in_kingdom(app) == paused_at + 1));
    assert!(!run_until(&mut app, 60, |app| shown_in_kingdom(app) != paused_at + 1));
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Replay(ReplayControl::StepBack),
    );
    assert!(run_until(&mut app, 5, |app| shown_in_kingdom(app) == paused_at));
    let rules = OriginalRules::builtin();
    let prefix = Record {
        actions: record.actions[..paused_at].to_vec(),
        ..record.clone()
    };
    assert_eq!(
        *original_match(&app).state(),
        prefix.replay(&rules).unwrap()
    );

    // By lines: the next one, then the last, played to the end.
    let round = original_match(&app).state().round();
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Replay(ReplayControl::NextTurn),
    );
    assert!(run_until(&mut app, 5, |app| original_match(app)
        .state()
        .round()
        == round + 1));
    let starts = record.moment_starts(&rules);
    assert_eq!(shown_in_kingdom(&app), starts[usize::from(round) + 1]);
    app.update();
    let drawn = texts(&mut app);
    assert!(
        drawn.contains(&format!("Line {} of {}", round + 1, starts.len() - 1)),
        "the table drawn again after the jump: {drawn:?}"
    );
    app.world_mut()
        .write_message(ChoiceMade(Intent::Replay(ReplayControl::ToTurn(
            starts.len() as u16,
        ))));
    assert!(run_until(&mut app, 5, |app| shown_in_kingdom(app)
        == starts[starts.len() - 1]));
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Replay(ReplayControl::Play),
    );
    assert!(run_until(&mut app, 3000, |app| original_match(app)
        .state()
        .player_to_act()
        .is_none()));
    assert_eq!(original_match(&app).record(), &record);
    // At its end, the replay's game over: counted, then watched again or left.
    assert!(run_until(&mut app, 60, |app| screen(app) == original::GAME_OVER));
    choose(&mut app, Device::Keyboard, Intent::SkipCount);
    for wanted in [ReplayControl::StepBack, ReplayControl::FromStart] {
        assert!(
            offered_choices(&app)
                .iter()
                .any(|(intent, _)| *intent == Intent::Replay(wanted)),
            "{wanted:?} at the end of a replay: {:?}",
            offered_choices(&app)
        );
    }
    // Watching neither counts nor keeps anything.
    assert_eq!(app.world().resource::<Statistics>().original, statistics);
    assert_eq!(replay_names(&store).unwrap(), names);
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowReplays));
    assert_eq!(screen(&app), Screen::Replays);
    assert!(!app.world().contains_resource::<Watching<Original>>());
    std::fs::remove_dir_all(folder).unwrap();
}

#[test]
fn a_typed_seed_deals_the_same_dominoes_to_the_original_game_as_set_up() {
    let mut app = title_app();
    app.world_mut()
        .resource_mut::<OriginalGameSettings>()
        .players = 3;
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowSeedEntry));
    app.update();
    type_text(&mut app, "311");
    app.update();
    let original = offered_choices(&app)
        .into_iter()
        .find(|(intent, _)| matches!(intent.own(), Some(OriginalChoice::StartSeeded(_))))
        .expect("the seed panel offers the original game");
    assert_eq!(
        original.1,
        "The original Kingdomino (3 players, as last set up)"
    );
    choose(
        &mut app,
        Device::Keyboard,
        Intent::game(OriginalChoice::StartSeeded(311)),
    );
    app.update();
    assert_eq!(screen(&app), original::TABLE);
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Closed
    );
    let game = original_match(&app);
    assert_eq!(game.seed(), 311);
    let set_up = app.world().resource::<OriginalGameSettings>();
    assert_eq!(game.seats, set_up.seats());
    let dealt = Record::<Original>::new(&OriginalRules::builtin(), set_up.options(), 311)
        .replay(&OriginalRules::builtin())
        .unwrap();
    assert_eq!(game.state(), &dealt, "the dominoes of seed 311");
}
