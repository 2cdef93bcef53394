//! The accessibility tree a screen reader is sent (the `AccessibilityNode`s Bevy's bridge reads):
//! every button named, every map square and die described, the prompt and the notice live, and
//! the focus the keyboard moves; at the original table, every kingdom's squares and the held
//! domino.

use super::*;
use crate::common::app::{choose, perform};
use crate::common::devices::{Control, Device};
use crate::common::original::original_match;
use accesskit::{Live, Role};
use bevy::a11y::{AccessibilityNode, AccessibilityRequested};
use bevy::input_focus::InputFocus;
use kingdomino_core::original::{Bonuses, GameOptions, Original, Step as OriginalStep};
use kingdomino_duel::app::duel::GhostVerdict;
use kingdomino_duel::app::original::HeldDomino;
use kingdomino_duel::app::table::MatchRequest;

/// A screen reader asks for the tree, as the desktop's bridge says when one starts.
fn a_reader_listens(app: &mut App) {
    app.world().resource::<AccessibilityRequested>().set(true);
    for _ in 0..2 {
        app.update();
    }
}

/// Each shown node of the tree with its role, its name and its words.
fn shown_nodes(app: &mut App) -> Vec<(Entity, Role, String, String)> {
    app.world_mut()
        .query::<(Entity, &AccessibilityNode, &InheritedVisibility)>()
        .iter(app.world())
        .filter(|(_, node, visible)| visible.get() && !node.is_hidden())
        .map(|(entity, node, _)| {
            (
                entity,
                node.role(),
                node.label().unwrap_or_default().to_string(),
                node.value().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// The name the reader gives the focused thing.
fn focused_name(app: &mut App) -> String {
    let focused = app
        .world()
        .resource::<InputFocus>()
        .get()
        .expect("something has the focus");
    let node = app.world().get::<AccessibilityNode>(focused).unwrap();
    node.label().unwrap_or_default().to_string()
}

/// The words of the focused choice.
fn focused_choice(app: &App) -> String {
    let Focus::Choice(index) = choices(app).focus() else {
        panic!("the focus is on a choice");
    };
    words(app, &choices(app).list()[index].label)
}

#[test]
fn the_title_names_every_button_and_the_reader_follows_the_focus() {
    let mut app = laid_out_app(1280, 720, "en");
    a_reader_listens(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    for _ in 0..4 {
        app.update();
    }
    let nodes = shown_nodes(&mut app);
    let buttons: Vec<&str> = nodes
        .iter()
        .filter(|(_, role, ..)| *role == Role::Button)
        .map(|(_, _, label, _)| label.as_str())
        .collect();
    assert_eq!(buttons.len(), choices(&app).list().len(), "{buttons:?}");
    for choice in choices(&app).list() {
        let said = words(&app, &choice.label);
        assert!(buttons.contains(&said.as_str()), "{said} in {buttons:?}");
    }
    assert!(
        nodes
            .iter()
            .any(|(_, role, _, value)| *role == Role::Heading && value == "Kingdomino Duel"),
        "the title's heading"
    );
    assert!(
        nodes
            .iter()
            .any(|(_, role, _, value)| *role == Role::Label && value.starts_with("Mouse, keyboard")),
        "the controls' line is read"
    );
    let first = focused_name(&mut app);
    assert_eq!(first, focused_choice(&app));
    Device::Keyboard.press(&mut app, Control::Down);
    let next = focused_name(&mut app);
    assert_ne!(next, first, "the reader's focus moved");
    assert_eq!(next, focused_choice(&app));
}

#[test]
fn the_table_describes_squares_and_dice_and_voices_the_prompt() {
    let mut app = table_app(1280, 720, AGAINST_EXPERT);
    a_reader_listens(&mut app);
    let nodes = shown_nodes(&mut app);
    let board = *game(&app).rules.board();
    let squares: Vec<&str> = nodes
        .iter()
        .filter(|(_, role, ..)| *role == Role::GridCell)
        .map(|(_, _, label, _)| label.as_str())
        .collect();
    assert_eq!(squares.len(), 2 * board.cell_count());
    let (row, column) = board.row_column(board.castle());
    let castle = format!("Row {}, column {}: castle", row + 1, column + 1);
    assert_eq!(squares.iter().filter(|label| **label == castle).count(), 2);
    // The person's map: where the domino may go is said, and only there.
    let spots = app.world().resource::<GhostVerdict>().spots;
    assert!(spots != 0, "the busiest fill has somewhere to draw");
    let may_go = squares
        .iter()
        .filter(|label| label.ends_with("the domino may go here"))
        .count();
    assert_eq!(may_go, spots.count_ones() as usize);
    // Each player's domino under their map: the turn's four dice, each with its face; no
    // picture is read without a name.
    let dice: Vec<&str> = nodes
        .iter()
        .filter(|(_, role, label, _)| *role == Role::Image && label.starts_with("Die "))
        .map(|(_, _, label, _)| label.as_str())
        .collect();
    for number in 1..=4 {
        let named = format!("Die {number}: ");
        assert_eq!(
            dice.iter()
                .filter(|label| label.starts_with(&named))
                .count(),
            1,
            "{dice:?}"
        );
    }
    assert!(
        dice.iter()
            .all(|label| label.contains("cross") || label.contains("joker"))
    );
    let unnamed: Vec<String> = nodes
        .iter()
        .filter(|(_, role, label, _)| *role == Role::Image && label.is_empty())
        .map(|(entity, ..)| format!("{:?}", app.world().get::<Name>(*entity)))
        .collect();
    assert!(
        unnamed.is_empty(),
        "pictures read without a name: {unnamed:?}"
    );
    // The prompt is a polite live region with its words; the notice an assertive one.
    let lives: Vec<(Option<Live>, String)> = app
        .world_mut()
        .query::<&AccessibilityNode>()
        .iter(app.world())
        .filter(|node| node.live().is_some())
        .map(|node| (node.live(), node.value().unwrap_or_default().to_string()))
        .collect();
    let prompt = crate::common::app::prompt(&app);
    assert!(
        lives.contains(&(Some(Live::Polite), prompt.clone())),
        "{prompt} in {lives:?}"
    );
    assert!(lives.iter().any(|(live, _)| *live == Some(Live::Assertive)));
    // The map's cursor is the reader's focus.
    if choices(&app).focus() != Focus::Grid {
        Device::Keyboard.press(&mut app, Control::Switch);
    }
    let cursor = app.world().resource::<Placement>().cursor;
    let (row, column) = board.row_column(cursor);
    assert!(
        focused_name(&mut app).starts_with(&format!("Row {}, column {}: ", row + 1, column + 1)),
        "{}",
        focused_name(&mut app)
    );
    // Drawn, the domino's two squares name their coat and crosses.
    let drawing = app
        .world()
        .resource::<GhostVerdict>()
        .legal
        .expect("the cursor's spot is legal");
    perform(&mut app, Device::Keyboard, drawing);
    let drawn = shown_nodes(&mut app)
        .into_iter()
        .filter(|(_, role, label, _)| *role == Role::GridCell && label.contains(" cross"))
        .count();
    assert_eq!(drawn, 2);
}

#[test]
fn the_original_table_names_its_squares_and_the_held_domino() {
    let mut app = laid_out_app(1280, 720, "en");
    a_reader_listens(&mut app);
    app.world_mut()
        .write_message(MatchRequest::<Original>::New {
            seats: vec![Seat::Human; 2],
            options: GameOptions {
                players: 2,
                mighty_duel: false,
                bonuses: Bonuses::default(),
                dynasty: false,
            },
            seed: Some(5),
        });
    for _ in 0..4 {
        app.update();
    }
    // Both people's kings claim, until the first domino is held over its kingdom.
    for _ in 0..4 {
        if matches!(
            original_match(&app).state().step(),
            OriginalStep::Place { .. }
        ) {
            break;
        }
        let claim = choices(&app).list()[0].intent.clone();
        choose(&mut app, Device::Keyboard, claim);
    }
    for _ in 0..2 {
        app.update();
    }
    let game = original_match(&app).state().clone();
    let held = *app.world().resource::<HeldDomino>();
    let person = original_match(&app)
        .person_to_act()
        .expect("a person places");
    let squares: Vec<String> = shown_nodes(&mut app)
        .into_iter()
        .filter(|(_, role, ..)| *role == Role::GridCell)
        .map(|(_, _, label, _)| label)
        .collect();
    // Every square of both kingdoms is still in reach: each is named, the castles in the middle.
    assert_eq!(squares.len(), 2 * 81, "{squares:?}");
    let castles = squares
        .iter()
        .filter(|label| label.starts_with("Row 5, column 5: castle"))
        .count();
    assert_eq!(castles, 2);
    // Where the held domino may go, as it is turned, is said of the person's kingdom alone.
    let spots = (0..81)
        .filter(|&square| game.place_refusal(square, held.direction).is_none())
        .count();
    assert!(spots > 0);
    let may_go = squares
        .iter()
        .filter(|label| label.contains("the domino may go here"))
        .count();
    assert_eq!(may_go, spots);
    // The reader's focus is the square under the held domino, which names the domino.
    if choices(&app).focus() != Focus::Grid {
        Device::Keyboard.press(&mut app, Control::Switch);
    }
    let name = focused_name(&mut app);
    let (row, column) = (held.first / 9 + 1, held.first % 9 + 1);
    assert!(
        name.starts_with(&format!("Row {row}, column {column}: ")),
        "{name}"
    );
    let domino = game.domino_to_place().unwrap();
    assert!(
        name.contains(&format!(
            "Your domino is held here: Domino {}",
            domino.number
        )),
        "{name}"
    );
    // The arrows move it, and the focus with it.
    Device::Keyboard.press(&mut app, Control::Left);
    let moved = app.world().resource::<HeldDomino>().first;
    assert_ne!(moved, held.first, "{person:?} moved their domino");
    let name = focused_name(&mut app);
    assert!(
        name.starts_with(&format!(
            "Row {}, column {}: ",
            moved / 9 + 1,
            moved % 9 + 1
        )),
        "{name}"
    );
}
