//! Every screen, in every language, in every window, and text that stays put.

use super::*;
use kingdomino_core::duel::Duel;
use kingdomino_core::how_to_play::original::ORIGINAL_PAGES;
use kingdomino_duel::app::table::{Intended, MatchRequest, Told};
use kingdomino_duel::app::{duel, original};

/// The person (player A) drew both jokers next to the castle: every coat is offered.
fn jokers_coat_picker(rules: &RuleSet) -> GameState {
    let seed = (0..)
        .find(|&seed| GameState::new(rules, seed).player_a() == SeatNumber::FIRST)
        .unwrap();
    // Die 0 shows `?` as its face 0, die 3 as its face 2.
    let mut state = GameState::new(rules, seed);
    state.give_roll(rules, [0, 0, 0, 2]).unwrap();
    draft_to_the_first_seat_s_fill(rules, &mut state);
    let board = rules.board();
    let castle = board.castle();
    let west = board.neighbour(castle, Direction::West).unwrap();
    let far_west = board.neighbour(west, Direction::West).unwrap();
    state
        .apply(
            rules,
            Action::Draw(Drawing {
                cells: [west, far_west],
                powers: PlacementPowers::NONE,
            }),
        )
        .unwrap();
    assert!(matches!(state.step(), Step::ChooseJokerCoat { .. }));
    state
}

/// The smallest share of the designs' sizes that a phone shows them at.
const PHONE_READABLE_SCALE: f32 = 0.68;

/// Every screen at each of `sizes`, shown at no less than `smallest_scale` of its design, its
/// help worded for taps or not, its small text at `text_size` percent.
fn check_every_screen(sizes: &[(u32, u32)], smallest_scale: f32, by_touch: bool, text_size: u8) {
    let replay = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/replays/normal-vs-expert.replay.ron"
    ))
    .unwrap();
    let replay = kingdomino_core::player_files::saves::SavedGame::from_bytes(&replay).unwrap();
    // More kept replays than the list has room for, with the longest names of players.
    let kept = std::env::temp_dir().join(format!(
        "kd-layout-replays-{}x{}-{text_size}-{}",
        sizes[0].0,
        sizes[0].1,
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&kept);
    std::fs::create_dir_all(&kept).unwrap();
    for day in 1..=20 {
        let mut game = replay.clone();
        if day % 2 == 0 {
            game.seats = vec![SavedSeat::Person, SavedSeat::Computer(Level::Expert)];
        }
        let name = format!("game-2026-11-{day:02}-101500.replay.ron");
        std::fs::write(kept.join(name), game.to_text()).unwrap();
    }
    for &(width, height) in sizes {
        for language in localization::SHIPPED_LANGUAGES {
            let mut app = laid_out_app(width, height, language);
            app.insert_resource(TouchPlay(by_touch));
            set_text_size(&mut app, text_size);
            let show = |app: &mut App, what: &str, root: &str| {
                for _ in 0..4 {
                    app.update();
                }
                // In the UI's own pixels, which a phone's window scales down.
                let ui_scale = app.world().resource::<UiScale>().0;
                assert!(
                    ui_scale >= smallest_scale - 0.001,
                    "{what} at {width}x{height} is shown at {ui_scale}"
                );
                let window = Rect::new(0.0, 0.0, width as f32 / ui_scale, height as f32 / ui_scale);
                // A scrolled list hides the buttons beyond it on purpose.
                let buttons: Vec<(String, Rect)> = named(app, |name| name.starts_with("Choice: "))
                    .into_iter()
                    .map(|(name, entity)| {
                        (
                            name,
                            rect_of(app, entity).intersect(scrolled_view(app, entity)),
                        )
                    })
                    .filter(|(_, rect)| !rect.is_empty())
                    .collect();
                for (name, rect) in &buttons {
                    assert!(
                        window.contains(rect.min) && window.contains(rect.max),
                        "{language} {what}: {name} at {rect:?} leaves the window"
                    );
                }
                check_even_columns(&buttons, &format!("{language} {what} at {width}x{height}"));
                check_texts_of(app, root, window, language);
            };
            // The fullest title: a game to continue, and every menu button.
            let rules = RuleSet::builtin();
            app.insert_resource(Continuable::<Duel> {
                saved: replay.clone(),
                state: replay.replay(&rules).unwrap(),
            });
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Title);
            show(&mut app, "title", "Title screen");
            assert!(
                !named(&mut app, |name| name.starts_with("Choice: Continue")).is_empty(),
                "the title offers Continue"
            );
            for (overlay, what, root) in [
                (Overlay::Settings, "settings", "Settings panel"),
                (Overlay::Controls, "controls", "Controls panel"),
                (Overlay::Closed, "title again", "Title screen"),
                (Overlay::Seed, "seed", "Seed panel"),
                (Overlay::Closed, "title again", "Title screen"),
                (Overlay::Online, "online", "Online panel"),
                (Overlay::Closed, "title again", "Title screen"),
                (
                    original::SETUP,
                    "original game's set-up",
                    "Original set-up panel",
                ),
                (Overlay::Closed, "title again", "Title screen"),
            ] {
                app.world_mut()
                    .resource_mut::<NextState<Overlay>>()
                    .set(overlay);
                show(&mut app, what, root);
            }
            // Every page of How to play, with its picture.
            app.world_mut()
                .resource_mut::<NextState<Overlay>>()
                .set(Overlay::HowToPlay);
            for page in 0..PAGES.len() {
                app.insert_resource(OpenPage {
                    book: duel::GAME,
                    page,
                });
                show(
                    &mut app,
                    &format!("how to play {}", page + 1),
                    "How to play panel",
                );
            }
            // And the original game's pages.
            for page in 0..ORIGINAL_PAGES.len() {
                app.insert_resource(OpenPage {
                    book: original::GAME,
                    page,
                });
                show(
                    &mut app,
                    &format!("the original game's how to play {}", page + 1),
                    "How to play panel",
                );
            }
            app.world_mut()
                .resource_mut::<NextState<Overlay>>()
                .set(Overlay::Closed);
            show(&mut app, "title again", "Title screen");
            let resume = MatchRequest::<Duel>::Position {
                state: Box::new(replay.replay(&rules).unwrap()),
                record: replay.record.clone(),
                seats: [Seat::Human, Seat::Computer(Level::Expert)].to_vec(),
            };
            request_match(&mut app, resume);
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(duel::GAME_OVER);
            app.update();
            app.world_mut().write_message(ChoiceMade(Intent::SkipCount));
            show(&mut app, "game over", "Game over screen");
            // The replays, one replay's details, and a replay at the table with its controls.
            app.insert_resource(PlayerData(DataStore::Folder(kept.clone())));
            app.insert_resource(Exports(ExportPlace::Folder(kept.join("exported"))));
            app.world_mut()
                .write_message(ChoiceMade(Intent::Go(Go::ShowReplays)));
            show(&mut app, "replays", "Replays screen");
            app.world_mut()
                .write_message(ChoiceMade(Intent::Shelf(ShelfChoice::Pick(0))));
            show(&mut app, "a replay's details", "Replays screen");
            app.world_mut()
                .write_message(ChoiceMade(Intent::Shelf(ShelfChoice::Export)));
            app.world_mut()
                .write_message(ChoiceMade(Intent::Shelf(ShelfChoice::Watch)));
            show(&mut app, "a replay at the table", "Table");
            assert!(
                named(&mut app, |name| name
                    .starts_with("Choice: Leave the replay"))
                .len()
                    == 1,
                "the replay's controls show"
            );
        }
    }
    std::fs::remove_dir_all(kept).unwrap();
}

/// Every coat offered for a joker, with its picture and its points, and Undo, in every window
/// shape.
#[test]
fn the_jokers_coat_picker_fits_every_window() {
    for (width, height) in [(1280, 720), (800, 1000), (390, 844), (844, 390)] {
        check_table_with(
            width,
            height,
            TWO_PLAYERS,
            &RuleSet::builtin(),
            jokers_coat_picker,
            7,
            "en",
        );
    }
}

/// The example mod's 7x7 map, against the computer and for two, in both window shapes.
#[test]
fn the_mighty_duel_table_fits_both_windows() {
    let rules = crate::common::rules_file("mods/mighty-duel/rules/default.rules.ron");
    for (width, height) in [(1280, 720), (800, 1000)] {
        for seats in [AGAINST_EXPERT, TWO_PLAYERS] {
            check_table_with(width, height, seats, &rules, busiest_fill, 8, "en");
        }
    }
}

/// Eight coats offered for a joker on an 8x8 map, and Undo.
#[test]
fn eight_coats_and_an_eight_by_eight_map_fit_both_windows() {
    let rules = crate::common::rules_file("tests/rules/eight-coats.rules.ron");
    for (width, height) in [(1280, 720), (800, 1000)] {
        check_table_with(
            width,
            height,
            TWO_PLAYERS,
            &rules,
            jokers_coat_picker,
            9,
            "en",
        );
    }
}

/// A power banner raised while the person must still answer (a choice bar full of buttons,
/// the map waiting for the domino) covers none of it, in either window shape.
#[test]
fn the_power_banner_never_covers_a_pending_choice() {
    for (width, height) in [(1280, 720), (800, 1000)] {
        let mut app = table_app(width, height, TWO_PLAYERS);
        app.world_mut()
            .write_message(Told::<Duel>(vec![Report::PowerGained {
                seat: SeatNumber::SECOND,
                power: Power::DomainBonus,
            }]));
        app.update();
        app.update();
        let rects = parts(&mut app);
        let banner = rects
            .iter()
            .find(|(name, _)| name == "Power banner")
            .expect("the banner is up")
            .1;
        assert!(
            banner.width() > 100.0 && banner.height() > 40.0,
            "{banner:?}"
        );
        for (name, rect) in rects.iter().filter(|(name, _)| {
            name.starts_with("Choice: ") || name.starts_with("Square ") || name == "Spellbook"
        }) {
            let overlap = banner.intersect(*rect);
            assert!(
                overlap.width() < 0.5 || overlap.height() < 0.5,
                "the banner {banner:?} covers {name} {rect:?} at {width}x{height}"
            );
        }
    }
}

/// The castle bonus taken, a refusal's notice, a longer prompt and the turn's line changing:
/// no map square, the tray or the spellbook moves by a pixel, in either window shape.
#[test]
fn nothing_under_the_pointer_moves_when_the_texts_change() {
    for (width, height) in [(1280, 720), (800, 1000)] {
        let mut app = table_app(width, height, AGAINST_EXPERT);
        let still = |app: &mut App| -> Vec<(String, Rect)> {
            parts(app)
                .into_iter()
                .filter(|(name, _)| !name.starts_with("Choice: ") && name != "Power banner")
                .collect()
        };
        let before = still(&mut app);
        let seat = person_to_act(&mut app).unwrap();
        app.world_mut().write_message(Intended::<Duel> {
            seat: seat.into(),
            action: Action::CastleBonus { slot: 0 },
        });
        app.world_mut().resource_mut::<Notice>().0 = Some(Phrase::verbatim(
            "A long refusal that goes on and on to see whether the header grows with it, \
             which it must not do, whatever the language",
        ));
        for _ in 0..3 {
            app.update();
        }
        // Set once the phase has offered its prompt for the new state, so it stays.
        let long_prompt = Phrase::verbatim(
            "A prompt much longer than any the game shows today, so that it wraps onto a second \
             line in a tall window and perhaps a third",
        );
        app.world_mut().resource_mut::<Prompt>().0 = long_prompt.clone();
        app.update();
        app.update();
        assert_eq!(app.world().resource::<Prompt>().0, long_prompt);
        assert_eq!(still(&mut app), before, "at {width}x{height}");
    }
}

/// The menus, the panels and the final count: every text and button inside the window, no
/// text over another, in every language and both window shapes.
#[test]
fn every_screen_fits_both_windows_in_every_language() {
    check_every_screen(&[(1280, 720), (800, 1000)], 1.0, false, 100);
}

/// The same with each larger size Settings → Text size offers.
#[test]
fn every_screen_fits_both_windows_in_every_language_with_larger_text() {
    for &text_size in LARGER_TEXT {
        check_every_screen(&[(1280, 720), (800, 1000)], 1.0, false, text_size);
    }
}

/// The same on a phone held upright or sideways, at a scale still read at arm's length, with
/// the help worded for a finger.
#[test]
fn every_screen_fits_a_phone_held_either_way_in_every_language() {
    check_every_screen(&[(390, 844), (844, 390)], PHONE_READABLE_SCALE, true, 100);
}
