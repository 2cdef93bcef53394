//! The original table's moves, laid out at 1280x720: a king walks to the domino it claims and
//! a domino added slides from its line into its kingdom, each piece drawn at its new place but
//! starting at its old one, and a domino put aside falls away; with reduced motion each piece is
//! at once where it belongs.

use super::*;
use crate::common::original::{original_match, start_original};
use kingdomino_core::original::{Action, Original};
use kingdomino_duel::app::table::Intended;

use kingdomino_duel::app::settings::PlaySettings;

/// A game of two people at the laid-out table, nobody acting yet.
fn two_people(reduced_motion: bool) -> App {
    let mut app = laid_out_app(1280, 720, "en");
    app.world_mut()
        .resource_mut::<PlaySettings>()
        .reduced_motion = reduced_motion;
    start_original(&mut app, vec![Seat::Human; 2], false, 21);
    for _ in 0..4 {
        app.update();
    }
    app
}

/// The player to act does their first legal action (a claim, or a place when claims are done).
fn act(app: &mut App, wanted: impl Fn(&Action) -> bool) -> Action {
    let game = original_match(app).state();
    let player = game.player_to_act().expect("someone acts");
    let action = game
        .legal_actions()
        .into_iter()
        .find(|action| wanted(action))
        .expect("such an action");
    app.world_mut().write_message(Intended::<Original> {
        seat: player,
        action,
    });
    // Applied and drawn again; laid out; on its way.
    for _ in 0..3 {
        app.update();
    }
    action
}

/// The pieces named `name` that stand away from their place, and how far (logical pixels).
fn moving(app: &mut App, name: &str) -> Vec<Vec2> {
    named(app, |each| each.starts_with(name))
        .into_iter()
        .filter_map(|(_, entity)| {
            let transform = app.world().get::<UiTransform>(entity)?;
            match transform.translation {
                Val2 {
                    x: Val::Px(x),
                    y: Val::Px(y),
                } if x != 0.0 || y != 0.0 => Some(Vec2::new(x, y)),
                _ => None,
            }
        })
        .collect()
}

fn hidden_squares(app: &mut App) -> usize {
    named(app, |name| name.starts_with("Square"))
        .into_iter()
        .filter(|(_, entity)| app.world().get::<Visibility>(*entity) == Some(&Visibility::Hidden))
        .count()
}

#[test]
fn a_king_walks_to_its_claim_and_a_domino_slides_into_its_kingdom() {
    let mut app = two_people(false);
    act(&mut app, |action| matches!(action, Action::Claim { .. }));
    let kings = moving(&mut app, "King");
    assert_eq!(
        kings.len(),
        1,
        "the claiming king, from its kingdom: {kings:?}"
    );
    // Its kingdom is right of the lines in a wide window: it comes from the right.
    assert!(kings[0].x > 0.0, "{kings:?}");
    for _ in 0..20 {
        app.update();
    }
    assert!(moving(&mut app, "King").is_empty(), "arrived");

    while matches!(
        original_match(&app).state().legal_actions()[0],
        Action::Claim { .. }
    ) {
        act(&mut app, |action| matches!(action, Action::Claim { .. }));
    }
    for _ in 0..20 {
        app.update();
    }
    act(&mut app, |action| matches!(action, Action::Place { .. }));
    let squares = moving(&mut app, "Square");
    assert_eq!(squares.len(), 2, "the domino's two squares: {squares:?}");
    // From the line, left of the kingdoms.
    assert!(squares.iter().all(|by| by.x < 0.0), "{squares:?}");
    assert_eq!(hidden_squares(&mut app), 0);
    for _ in 0..20 {
        app.update();
    }
    assert!(moving(&mut app, "Square").is_empty(), "put down");
}

#[test]
fn with_reduced_motion_every_piece_is_at_once_where_it_belongs() {
    let mut app = two_people(true);
    act(&mut app, |action| matches!(action, Action::Claim { .. }));
    app.update();
    assert!(moving(&mut app, "King").is_empty());
    while matches!(
        original_match(&app).state().legal_actions()[0],
        Action::Claim { .. }
    ) {
        act(&mut app, |action| matches!(action, Action::Claim { .. }));
    }
    act(&mut app, |action| matches!(action, Action::Place { .. }));
    app.update();
    assert!(moving(&mut app, "Square").is_empty());
    assert_eq!(hidden_squares(&mut app), 0);
}

/// A domino that fits nowhere falls away from its line when put aside, and is gone after.
#[test]
fn a_domino_put_aside_falls_away_from_its_line() {
    let mut app = two_people(false);
    let mut acted = 0;
    while !original_match(&app)
        .state()
        .legal_actions()
        .contains(&Action::Discard)
    {
        // Placed as far as it may go from the castle: kingdoms fill up and leave dominoes out.
        let legal = original_match(&app).state().legal_actions();
        let last = *legal
            .last()
            .expect("the game goes on until a domino fits nowhere");
        act(&mut app, |action| *action == last);
        acted += 1;
        assert!(acted < 200, "no domino ever fitted nowhere");
    }
    act(&mut app, |action| *action == Action::Discard);
    let falling = moving(&mut app, "Domino put aside");
    assert_eq!(falling.len(), 1, "{falling:?}");
    assert!(falling[0].y > 0.0, "it falls: {falling:?}");
    for _ in 0..30 {
        app.update();
    }
    assert!(named(&mut app, |name| name == "Domino put aside").is_empty());
}

/// When a round ends the next line becomes the line being added: its dominoes slide up to it
/// (the line is drawn under the line being added in a wide window).
#[test]
fn the_next_line_slides_up_when_a_round_ends() {
    let mut app = two_people(false);
    let round = |app: &App| original_match(app).state().picture().round;
    let first = round(&app);
    let mut acted = 0;
    while round(&app) == first {
        act(&mut app, |_| true);
        acted += 1;
        assert!(acted < 20, "the round never ended");
    }
    let sliding = moving(&mut app, "Domino ");
    assert_eq!(
        sliding.len(),
        4,
        "the next line's four dominoes: {sliding:?}"
    );
    assert!(
        sliding.iter().all(|by| by.y > 0.0),
        "from below: {sliding:?}"
    );
    for _ in 0..20 {
        app.update();
    }
    assert!(moving(&mut app, "Domino ").is_empty(), "arrived");
}
