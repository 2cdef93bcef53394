//! The original game's Dynasty at the table: three games in a row, each game over saying who
//! leads on the summed totals and offering the next game, the series kept across a restart
//! between its games, and the last game over naming the Dynasty's winner; a Dynasty's save
//! broken mid-file moved aside and said, its backup going on.

use super::*;
use crate::common::original::{original_match, play_to_the_end, start_original_with};
use kingdomino_core::original::{Bonuses, GameOptions, Original};
use kingdomino_core::table::{TableGame, series_standings};
use kingdomino_duel::app::original;

const SEATS: [Seat; 2] = [Seat::Human, Seat::Computer(Level::Random)];

fn dynasty_for_two() -> GameOptions {
    GameOptions {
        players: 2,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: true,
    }
}

/// Skips the count, so the choices after it are offered.
fn skip_count(app: &mut App) {
    choose(app, Device::Keyboard, Intent::SkipCount);
    app.update();
}

#[test]
fn a_dynasty_goes_on_game_by_game_across_a_restart_and_is_won_on_the_sum() {
    let folder = data_folder("dynasty");
    let mut app = start_with_data(&folder);
    start_original_with(&mut app, SEATS.to_vec(), dynasty_for_two(), 51);
    assert!(
        texts(&mut app)
            .iter()
            .any(|text| text.starts_with("Dynasty, game 1 of 3\n")),
        "the table says which game of the Dynasty it is: {:?}",
        texts(&mut app)
    );
    play_to_the_end(&mut app);
    let first = Original::standings(&original_match(&app).rules, original_match(&app).state());
    skip_count(&mut app);
    let choices = offered_choices(&app);
    assert_eq!(
        choices[0],
        (
            Intent::Go(Go::NextInSeries),
            "Next game of the Dynasty (2 of 3)".to_string()
        ),
        "{choices:?}"
    );
    let said = texts(&mut app).join(" | ");
    assert!(said.contains("After game 1 of 3, "), "{said}");
    assert!(said.contains("Game 3") && said.contains("In all"), "{said}");

    // The save is the next game's, not begun: a restart goes on with it.
    let saved = fs::read_to_string(folder.join(ORIGINAL_SAVE_FILE)).expect("kept for game 2");
    let saved = SavedGame::<Original>::from_bytes(saved.as_bytes()).unwrap();
    assert_eq!(saved.record.game_in_series(), 2);
    assert!(saved.record.actions.is_empty());
    drop(app);
    let mut app = start_with_data(&folder);
    let continued = offered_choices(&app)
        .into_iter()
        .find(|(intent, _)| *intent == Intent::Go(Go::Continue(original::GAME)))
        .expect("the title offers the Dynasty's next game");
    assert!(
        continued
            .1
            .starts_with("Continue the Dynasty (2 players, game 2 of 3, line 1 of "),
        "{continued:?}"
    );
    choose(&mut app, Device::Keyboard, continued.0);
    app.update();
    assert_eq!(original_match(&app).record().game_in_series(), 2);
    play_to_the_end(&mut app);
    let second = Original::standings(&original_match(&app).rules, original_match(&app).state());
    skip_count(&mut app);
    choose(&mut app, Device::Keyboard, Intent::Go(Go::NextInSeries));
    app.update();
    app.update();
    assert_eq!(screen(&app), original::TABLE);
    assert_eq!(original_match(&app).record().game_in_series(), 3);
    assert_eq!(
        original_match(&app).seats,
        SEATS.to_vec(),
        "the same players"
    );
    play_to_the_end(&mut app);
    let third = Original::standings(&original_match(&app).rules, original_match(&app).state());
    skip_count(&mut app);

    let summed = series_standings(&[first, second, third]);
    let said = texts(&mut app).join(" | ");
    assert!(said.contains(" the Dynasty with "), "{said}");
    let total = summed.totals[summed.winners[0].index()];
    assert!(
        said.contains(&format!("with {total} points")),
        "{total}: {said}"
    );
    let choices = offered_choices(&app);
    assert!(
        !choices
            .iter()
            .any(|(intent, _)| *intent == Intent::Go(Go::NextInSeries)),
        "a Dynasty has three games: {choices:?}"
    );
    assert!(
        choices
            .iter()
            .any(|(intent, _)| matches!(intent, Intent::Go(Go::PlayAgain { .. }))),
        "{choices:?}"
    );
    assert!(
        !folder.join(ORIGINAL_SAVE_FILE).exists(),
        "the Dynasty is over"
    );
}

#[test]
fn a_dynasty_save_broken_mid_file_is_moved_aside_and_said() {
    let folder = data_folder("dynasty-broken");
    let mut app = start_with_data(&folder);
    start_original_with(&mut app, SEATS.to_vec(), dynasty_for_two(), 52);
    play_to_the_end(&mut app);
    drop(app);
    let kept = fs::read_to_string(folder.join(ORIGINAL_SAVE_FILE)).unwrap();
    assert!(kept.contains("earlier:"), "the save keeps game 1");
    fs::write(folder.join(ORIGINAL_SAVE_FILE), &kept[..kept.len() / 2]).unwrap();
    let app = start_with_data(&folder);
    let said: Vec<String> = (app.world().resource::<StartupProblems>().0.iter())
        .map(|problem| words(&app, problem))
        .collect();
    assert!(
        said.iter().any(|line| line.contains("could not be read")),
        "{said:?}"
    );
    let aside = fs::read_dir(&folder).unwrap().flatten().any(|entry| {
        (entry.file_name().to_string_lossy()).starts_with(&format!("{ORIGINAL_SAVE_FILE}.broken-"))
    });
    assert!(aside, "kept beside it");
    // The save before it goes on: the Dynasty is not lost.
    let continued = app.world().get_resource::<Continuable<Original>>();
    let record = &continued.expect("the backup is offered").saved.record;
    assert!(record.options.dynasty, "{record:?}");
}
