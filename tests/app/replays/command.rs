//! The replay command on the example, illegal and damaged replays; a kept replay listed and watched.

use super::*;
use kingdomino_core::duel::Duel;
use kingdomino_duel::app::duel;
use kingdomino_duel::app::table::Watching;

/// A copy of the example with `change` made to it, in the test's own folder.
fn changed_example(name: &str, change: impl FnOnce(&mut SavedGame<Duel>)) -> PathBuf {
    let mut game = read_example();
    change(&mut game);
    let folder = std::env::temp_dir().join(format!("kd-replays-test-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join(name);
    std::fs::write(&path, game.to_text()).unwrap();
    path
}

fn control(app: &mut App, control: ReplayControl) {
    choose(app, Device::Keyboard, Intent::Replay(control));
}

#[test]
fn the_example_replay_plays_to_its_final_count() {
    let rules = RuleSet::builtin();
    let game = read_example();
    let end = game.replay(&rules).unwrap();
    assert!(end.is_over());
    let scores = end.scores(&rules);
    let output = run(&["replay", example().to_str().unwrap()]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let said = text(&output.stdout);
    assert!(said.contains("every action legal"), "{said}");
    assert!(
        said.contains(&format!(
            "Computer 1 (Normal): {} points (largest domain {})",
            scores[0].total, scores[0].largest_domain
        )),
        "{said}"
    );
    assert!(
        said.contains(&format!("Computer 2 (Expert): {} points", scores[1].total)),
        "{said}"
    );
    let output = run(&["replay", example().to_str().unwrap(), "--json"]);
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["over"], true);
    assert_eq!(report["seed"], game.record.seed);
    assert_eq!(report["actions"], game.record.actions.len());
    assert_eq!(report["players"][0]["score"], scores[0].total);
    assert_eq!(report["players"][1]["score"], scores[1].total);
    assert_eq!(report["players"][1]["seat"], "computer:expert");
}

#[test]
fn an_illegal_action_is_named_with_its_turn_and_reason() {
    let path = changed_example("illegal.replay.ron", |game| {
        // The second pick of the first turn takes the die the first pick took.
        let first = game.record.actions[0];
        game.record.actions[1] = first;
    });
    let output = run(&["replay", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let said = text(&output.stderr);
    assert!(said.contains("action 2 (turn 1, TakeDie"), "{said}");
    assert!(said.contains("that die is already taken"), "{said}");
}

#[test]
fn a_damaged_or_foreign_replay_gets_a_message_and_a_failure() {
    let folder = std::env::temp_dir().join(format!("kd-replays-bad-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let cut = folder.join("cut.replay.ron");
    let whole = std::fs::read_to_string(example()).unwrap();
    std::fs::write(&cut, &whole[..whole.len() / 2]).unwrap();
    let output = run(&["replay", cut.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains("it is not a saved game"),
        "{}",
        text(&output.stderr)
    );

    let other = changed_example("other.replay.ron", |game| {
        game.record.rules_id = "mighty-duel".to_string();
    });
    let output = run(&["replay", other.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains("played with the rule set `mighty-duel`"),
        "{}",
        text(&output.stderr)
    );

    let output = run(&["replay", folder.join("none.replay.ron").to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn a_kept_replay_is_listed_watched_at_the_table_and_exported() {
    let folder = std::env::temp_dir().join(format!("kd-replays-screen-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let (data, exports) = (folder.join("data"), folder.join("exports"));
    std::fs::create_dir_all(&data).unwrap();
    let mut kept = read_example();
    kept.seats = vec![SavedSeat::Person, SavedSeat::Computer(Level::Expert)];
    let kept_name = "game-2026-11-22-101500.replay.ron";
    std::fs::write(data.join(kept_name), kept.to_text()).unwrap();
    std::fs::write(data.join("game-2026-11-23-090000.replay.ron"), "(broken").unwrap();
    let mut app = title_app_with(|app| {
        app.insert_resource(PlayerData(DataStore::Folder(data.clone())));
        app.insert_resource(Exports(ExportPlace::Folder(exports.clone())));
    });

    // Listed newest first, the damaged one said to be so.
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowReplays));
    assert_eq!(screen(&app), Screen::Replays);
    let rows: Vec<String> = choices(&app)
        .list()
        .iter()
        .map(|choice| words(&app, &choice.label))
        .collect();
    let rules = RuleSet::builtin();
    let end = kept.replay(&rules).unwrap();
    let scores = end.scores(&rules);
    assert_eq!(
        rows,
        [
            "Back".to_string(),
            "2026-11-23 09:00 UTC · cannot be watched here".to_string(),
            format!(
                "2026-11-22 10:15 UTC · You {} – {} Computer",
                scores[0].total, scores[1].total
            ),
        ]
    );
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Shelf(ShelfChoice::Pick(0)),
    );
    let watch = choices(&app).list()[0].clone();
    assert_eq!(watch.intent, Intent::Shelf(ShelfChoice::Watch));
    assert_eq!(
        watch.look,
        Look::Disabled,
        "a damaged replay cannot be watched"
    );
    Device::Keyboard.press(&mut app, Control::Cancel);
    assert_eq!(screen(&app), Screen::Replays);
    assert_eq!(choices(&app).list().len(), 3, "back to the list");

    choose(
        &mut app,
        Device::Keyboard,
        Intent::Shelf(ShelfChoice::Pick(1)),
    );
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Shelf(ShelfChoice::Export),
    );
    assert_eq!(
        std::fs::read_to_string(exports.join(kept_name)).unwrap(),
        kept.to_text()
    );

    // Watched at the table: the record decides for both seats, with the replay's controls.
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Shelf(ShelfChoice::Watch),
    );
    assert_eq!(screen(&app), duel::TABLE);
    assert!(app.world().contains_resource::<Watching<Duel>>() && person_to_act(&mut app).is_none());
    assert_eq!(shown(&app), 0);
    assert!(run_until(&mut app, 400, |app| shown(app) >= 3));
    assert_eq!(
        game(&app).record().actions,
        kept.record.actions[..shown(&app)]
    );
    assert!(
        choices(&app).list().iter().all(|choice| matches!(
            choice.intent,
            Intent::Replay(_) | Intent::Go(Go::ShowReplays)
        )),
        "nobody at the table decides: {:?}",
        choices(&app).list()
    );

    control(&mut app, ReplayControl::Pause);
    let paused_at = shown(&app);
    assert!(!run_until(&mut app, 100, |app| shown(app) != paused_at));
    control(&mut app, ReplayControl::StepForward);
    assert!(run_until(&mut app, 100, |app| shown(app) == paused_at + 1));
    assert!(!run_until(&mut app, 60, |app| shown(app) != paused_at + 1));
    control(&mut app, ReplayControl::StepBack);
    // The table set up again offers the replay's controls from its next frame.
    let next_turn = Intent::Replay(ReplayControl::NextTurn);
    assert!(run_until(&mut app, 5, |app| {
        shown(app) == paused_at && choices(app).index_of(next_turn.clone()).is_some()
    }));
    let prefix = Record {
        actions: kept.record.actions[..paused_at].to_vec(),
        ..kept.record.clone()
    };
    assert_eq!(*game(&app).state(), prefix.replay(&rules).unwrap());

    let turn = game(&app).state().turn();
    control(&mut app, ReplayControl::NextTurn);
    assert!(run_until(&mut app, 5, |app| game(app).state().turn() == turn + 1));
    let position = app.world().resource::<Watching<Duel>>().position.clone();
    assert_eq!(shown(&app), position.start_of_turn(turn as usize + 1));

    // The last turn, played to the final count; the player's files are left alone.
    let last = position.turns();
    app.world_mut()
        .write_message(ChoiceMade(Intent::Replay(ReplayControl::ToTurn(
            last as u16,
        ))));
    assert!(run_until(&mut app, 5, |app| shown(app)
        == position.start_of_turn(last)));
    control(&mut app, ReplayControl::Play);
    assert!(run_until(&mut app, 3000, |app| screen(app) == duel::GAME_OVER));
    assert_eq!(game(&app).record(), &kept.record);
    assert_eq!(*game(&app).state(), end);
    assert_eq!(app.world().resource::<Statistics>().games_played(), 0);
    let mut files: Vec<String> = std::fs::read_dir(&data)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !name.ends_with(".toml"))
        .collect();
    files.sort();
    assert_eq!(
        files,
        [
            "game-2026-11-22-101500.replay.ron",
            "game-2026-11-23-090000.replay.ron"
        ],
        "no save and no new replay"
    );

    choose(&mut app, Device::Keyboard, Intent::SkipCount);
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ShowReplays));
    assert_eq!(screen(&app), Screen::Replays);
    assert!(!app.world().contains_resource::<Watching<Duel>>());
    Device::Keyboard.press(&mut app, Control::Pause);
    assert_eq!(screen(&app), Screen::Title, "Esc leaves the list");
    std::fs::remove_dir_all(folder).unwrap();
}
