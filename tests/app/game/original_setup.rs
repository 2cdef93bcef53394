//! The original Kingdomino from the title: its set-up panel (players, who plays each place, the
//! Mighty Duel, the bonuses), the pause at its table, leaving, Play again, and its How to play.

use super::*;
use crate::common::original::original_match;
use kingdomino_core::original::{Action as OriginalAction, Bonuses, GameOptions, Original};
use kingdomino_duel::app::choices::PageTurn;
use kingdomino_duel::app::original::{OriginalChoice, SetupChange};
use kingdomino_duel::app::states::{Overlay, Pause};
use kingdomino_duel::app::table::MatchRequest;
use kingdomino_duel::app::{duel, original};

fn overlay(app: &App) -> Overlay {
    *app.world().resource::<State<Overlay>>().get()
}

fn setup(change: SetupChange) -> Intent {
    Intent::game(OriginalChoice::Setup(change))
}

fn offered(app: &App, intent: Intent) -> bool {
    choices(app).index_of(intent).is_some()
}

#[test]
fn the_title_sets_up_a_mighty_duel_dynasty_against_the_expert_with_the_keyboard() {
    let mut app = title_app();
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::ShowSetup(original::GAME)),
    );
    app.update();
    assert_eq!(overlay(&app), original::SETUP);
    assert!(
        !offered(&app, setup(SetupChange::MightyDuel)),
        "the Mighty Duel is for two players"
    );
    // Four players, then round to two.
    choose(&mut app, Device::Keyboard, setup(SetupChange::Players));
    assert!(!offered(&app, setup(SetupChange::Seat(2))), "two places");
    // The second place's computer from Normal to Expert; the Mighty Duel and Harmony on.
    choose(&mut app, Device::Keyboard, setup(SetupChange::Seat(1)));
    choose(&mut app, Device::Keyboard, setup(SetupChange::MightyDuel));
    choose(&mut app, Device::Gamepad, setup(SetupChange::Harmony));
    choose(&mut app, Device::Keyboard, setup(SetupChange::Dynasty));
    choose(&mut app, Device::Keyboard, setup(SetupChange::Start));
    app.update();
    assert_eq!(screen(&app), original::TABLE);
    assert_eq!(overlay(&app), Overlay::Closed);
    let game = original_match(&app);
    assert_eq!(game.seats, vec![Seat::Human, Seat::Computer(Level::Expert)]);
    assert_eq!(
        game.record().options,
        GameOptions {
            players: 2,
            mighty_duel: true,
            bonuses: Bonuses {
                middle: false,
                harmony: true,
            },
            dynasty: true,
        }
    );
    assert_eq!(game.state().side(), 7, "the Mighty Duel's kingdoms");
    assert_eq!(game.record().series_length(), 3, "a Dynasty of three games");
}

#[test]
fn more_players_than_two_drop_the_mighty_duel_and_back_closes_the_panel() {
    let mut app = title_app();
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::ShowSetup(original::GAME)),
    );
    app.update();
    choose(&mut app, Device::Keyboard, setup(SetupChange::Players));
    choose(&mut app, Device::Keyboard, setup(SetupChange::MightyDuel));
    choose(&mut app, Device::Keyboard, setup(SetupChange::Players));
    assert!(offered(&app, setup(SetupChange::Seat(2))), "three places");
    choose(&mut app, Device::Keyboard, Intent::Go(Go::CloseOverlay));
    app.update();
    assert_eq!(overlay(&app), Overlay::Closed);
    // Open again: three players, no Mighty Duel, and Start plays that.
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::ShowSetup(original::GAME)),
    );
    app.update();
    choose(&mut app, Device::Keyboard, setup(SetupChange::Start));
    app.update();
    let options = original_match(&app).record().options;
    assert_eq!((options.players, options.mighty_duel), (3, false));
}

/// A game between a person and two computers, started as the panel starts it.
fn person_and_computers(app: &mut App) {
    app.world_mut()
        .write_message(MatchRequest::<Original>::New {
            seats: vec![
                Seat::Human,
                Seat::Computer(Level::Random),
                Seat::Computer(Level::Random),
            ],
            options: GameOptions {
                players: 3,
                mighty_duel: false,
                bonuses: Bonuses::default(),
                dynasty: false,
            },
            seed: Some(21),
        });
    app.update();
    app.update();
}

#[test]
fn the_pause_stops_the_computers_until_the_game_goes_on_and_leaving_goes_to_the_title() {
    let mut app = title_app();
    person_and_computers(&mut app);
    Device::Keyboard.press(&mut app, Control::Pause);
    let resume = Intent::Go(Go::Resume);
    assert!(offered(&app, resume.clone()));
    // Only the pause menu shows its buttons: the table's own bar stays empty under it.
    app.update();
    let resume_buttons = (app.world_mut().query::<&ChoiceButton>().iter(app.world()))
        .filter(|button| button.0.as_ref() == Some(&resume))
        .count();
    assert_eq!(resume_buttons, 1, "one Resume button");
    let before = original_match(&app).record().actions.len();
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(
        original_match(&app).record().actions.len(),
        before,
        "nobody acts while paused"
    );
    choose(&mut app, Device::Keyboard, resume);
    for _ in 0..100 {
        app.update();
    }
    assert!(
        original_match(&app).record().actions.len() > before,
        "the computers go on"
    );
    // The Pause button, as a finger would use it, then leave.
    choose(
        &mut app,
        Device::Keyboard,
        Intent::game(OriginalChoice::Pause),
    );
    choose(&mut app, Device::Keyboard, Intent::Go(Go::ToTitle));
    app.update();
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn play_again_deals_a_new_game_for_the_same_players() {
    let mut app = title_app();
    person_and_computers(&mut app);
    let first_seed = original_match(&app).seed();
    // The person claims the first domino offered and adds each domino where it first fits.
    for _ in 0..4000 {
        let game = original_match(&app);
        if game.state().player_to_act().is_none() {
            break;
        }
        if game.person_to_act().is_some() {
            let intent = choices(&app).list()[0].intent.clone();
            match intent.own() {
                Some(OriginalChoice::Act(
                    OriginalAction::Claim { .. } | OriginalAction::Discard,
                )) => choose(&mut app, Device::Keyboard, intent),
                _ => Device::Keyboard.press(&mut app, Control::Confirm),
            }
        }
        app.update();
    }
    assert!(original_match(&app).state().player_to_act().is_none());
    assert!(run_until(&mut app, 60, |app| screen(app) == original::GAME_OVER));
    choose(&mut app, Device::Keyboard, Intent::SkipCount);
    let again = Intent::Go(Go::PlayAgain { same_deal: false });
    choose(&mut app, Device::Keyboard, again);
    app.update();
    assert_eq!(screen(&app), original::TABLE);
    let game = original_match(&app);
    assert!(game.record().actions.is_empty(), "a new game");
    assert_ne!(game.seed(), first_seed);
    assert_eq!(game.seats.len(), 3);
    assert_eq!(game.record().options.players, 3);
}

fn open_original_how_to_play(app: &mut App) {
    choose(
        app,
        Device::Keyboard,
        Intent::Go(Go::ShowHowToPlay(original::GAME)),
    );
    app.update();
    assert_eq!(overlay(app), Overlay::HowToPlay);
}

#[test]
fn the_original_game_s_how_to_play_opens_from_its_set_up_and_its_paused_table() {
    let mut app = title_app();
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::ShowSetup(original::GAME)),
    );
    app.update();
    open_original_how_to_play(&mut app);
    assert!(texts(&mut app).contains(&"Lines of dominoes and the kings".to_string()));
    assert_eq!(
        page_shown(&mut app),
        ("How to play · 1 of 4".to_string(), 1)
    );
    // Next reads the pages in order, each with a picture the engine played but the last.
    for number in 2..=4 {
        choose(&mut app, Device::Keyboard, Intent::TurnPage(PageTurn::Next));
        let (shown, figures) = page_shown(&mut app);
        assert_eq!(shown, format!("How to play · {number} of 4"));
        assert_eq!(figures, usize::from(number < 4), "page {number}");
    }
    // Back returns to the set-up panel it was opened over.
    Device::Keyboard.press(&mut app, Control::Cancel);
    app.update();
    assert_eq!(overlay(&app), original::SETUP);
    // The Duel's pages are their own book: the title opens them at their first page.
    Device::Keyboard.press(&mut app, Control::Cancel);
    app.update();
    assert_eq!(overlay(&app), Overlay::Closed);
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::ShowHowToPlay(duel::GAME)),
    );
    app.update();
    assert_eq!(page_shown(&mut app).0, "How to play · 1 of 14");
    Device::Keyboard.press(&mut app, Control::Cancel);
    app.update();

    // At the paused table, How to play opens over it and leaves it paused.
    person_and_computers(&mut app);
    choose(
        &mut app,
        Device::Keyboard,
        Intent::game(OriginalChoice::Pause),
    );
    open_original_how_to_play(&mut app);
    assert_eq!(
        page_shown(&mut app).0,
        "How to play · 4 of 4",
        "where it was left"
    );
    Device::Keyboard.press(&mut app, Control::Pause);
    app.update();
    assert_eq!(overlay(&app), Overlay::Closed);
    assert_eq!(screen(&app), original::TABLE);
    assert_eq!(
        *app.world().resource::<State<Pause>>().get(),
        Pause::Paused,
        "still paused"
    );
    assert!(
        offered(&app, Intent::Go(Go::Resume)),
        "the pause's choices are back"
    );
}

/// A mod's rule set with no game for three: the panel opens on four (the kept set-up said
/// three), goes round the counts the mod has, and Start plays one of them.
#[test]
fn the_panel_offers_the_player_counts_of_a_mod_s_rule_set() {
    use kingdomino_core::original::OriginalRules;
    use kingdomino_core::original::rule_set::ORIGINAL_RULES_RON;
    use kingdomino_duel::app::files::rule_set::ActiveRules;
    use kingdomino_duel::app::original::OriginalGameSettings;
    use std::sync::Arc;

    let three = "        (players: 3, dominoes: 36, kings_each: 1),\n";
    let text = ORIGINAL_RULES_RON.replacen(three, "", 1);
    let rules = OriginalRules::from_ron(&text, "mod").unwrap();
    let mut app = title_app_with(|app| {
        app.insert_resource(ActiveRules::<Original>(Arc::new(rules)));
        app.insert_resource(OriginalGameSettings {
            players: 3,
            ..OriginalGameSettings::default()
        });
    });
    choose(
        &mut app,
        Device::Keyboard,
        Intent::Go(Go::ShowSetup(original::GAME)),
    );
    app.update();
    let shown = texts(&mut app);
    assert!(shown.iter().any(|text| text == "Players: 4"), "{shown:?}");
    choose(&mut app, Device::Keyboard, setup(SetupChange::Players));
    let shown = texts(&mut app);
    assert!(shown.iter().any(|text| text == "Players: 2"), "{shown:?}");
    choose(&mut app, Device::Keyboard, setup(SetupChange::Start));
    app.update();
    assert_eq!(original_match(&app).seats.len(), 2, "a game the mod has");
}
