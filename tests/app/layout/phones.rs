//! A phone's finger and the title's menu columns and help.

use super::*;
use kingdomino_core::duel::Duel;
use kingdomino_duel::app::duel;

/// The title shown, laid out and its menu measured.
fn show_the_title(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    for _ in 0..6 {
        app.update();
    }
}

/// On a phone, a finger dragged up over a page of How to play longer than its sheet scrolls
/// it as far as the finger went, and no further once it rests.
#[test]
fn a_finger_dragged_up_scrolls_a_long_page_on_a_phone() {
    let mut app = laid_out_app(844, 390, "en");
    show_the_title(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Overlay>>()
        .set(Overlay::HowToPlay);
    let sheet = |app: &mut App| named(app, |name| name == "How to play page")[0].1;
    let hidden = |app: &mut App| {
        let sheet = sheet(app);
        let node = app.world().get::<ComputedNode>(sheet).unwrap();
        (node.content_size.y - node.size().y) * node.inverse_scale_factor()
    };
    let long_page = (0..PAGES.len()).find(|&page| {
        app.insert_resource(OpenPage {
            book: duel::GAME,
            page,
        });
        for _ in 0..4 {
            app.update();
        }
        hidden(&mut app) > 45.0
    });
    assert!(long_page.is_some(), "a page longer than its sheet");
    let position = |app: &mut App| {
        let sheet = sheet(app);
        app.world().get::<ScrollPosition>(sheet).unwrap().y
    };
    assert_eq!(position(&mut app), 0.0);
    let finger = |app: &mut App, phase: TouchPhase, y: f32| {
        app.world_mut().write_message(TouchInput {
            phase,
            position: Vec2::new(400.0, y),
            window: Entity::PLACEHOLDER,
            force: None,
            id: 7,
        });
        app.update();
    };
    finger(&mut app, TouchPhase::Started, 300.0);
    finger(&mut app, TouchPhase::Moved, 285.0);
    finger(&mut app, TouchPhase::Moved, 270.0);
    for _ in 0..3 {
        app.update();
    }
    let ui_scale = app.world().resource::<UiScale>().0;
    let scrolled = position(&mut app);
    assert!(
        (scrolled - 30.0 / ui_scale).abs() < 0.5,
        "scrolled {scrolled} for a finger moved 30 pixels at scale {ui_scale}"
    );
    finger(&mut app, TouchPhase::Ended, 270.0);
    assert_eq!(position(&mut app), scrolled);
}

/// The title's menu, with a game to continue, stands in two columns at 1280x720: right and left
/// step to the button beside the focused one (and round), up and down along its column.
#[test]
fn left_and_right_step_between_the_title_menus_columns() {
    let mut app = laid_out_app(1280, 720, "en");
    let saved = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/replays/normal-vs-expert.replay.ron"
    ))
    .unwrap();
    let saved = kingdomino_core::player_files::saves::SavedGame::from_bytes(&saved).unwrap();
    let state = saved.replay(&RuleSet::builtin()).unwrap();
    app.insert_resource(Continuable::<Duel> { saved, state });
    show_the_title(&mut app);
    let menu = named(&mut app, |name| name == "Menu")[0].1;
    let buttons = |app: &App| app.world().get::<Children>(menu).unwrap().to_vec();
    let rows = app
        .world()
        .resource::<MenuColumnLength>()
        .0
        .expect("the menu in columns");
    assert!(rows < buttons(&app).len());
    let focused = |app: &App| match choices(app).focus() {
        Focus::Choice(index) => index,
        Focus::Grid => panic!("the focus on a map"),
    };
    let start = focused(&app);
    let beside = |app: &App, from: usize, to: usize| {
        let buttons = buttons(app);
        let (from, to) = (rect_of(app, buttons[from]), rect_of(app, buttons[to]));
        (from.center().y - to.center().y).abs() < 1.0 && to.min.x > from.max.x
    };
    tap(&mut app, KeyCode::ArrowRight);
    let right = focused(&app);
    assert_eq!(right, start + rows);
    assert!(
        beside(&app, start, right),
        "the button to the right is focused"
    );
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(focused(&app), start, "round to the first column");
    tap(&mut app, KeyCode::ArrowLeft);
    assert_eq!(focused(&app), right);
    tap(&mut app, KeyCode::ArrowDown);
    assert_eq!(focused(&app), right + 1, "down its column");
}

/// The help under the title speaks of taps once the last press was a finger's, and of keys and
/// clicks again after a key.
#[test]
fn the_titles_help_is_worded_for_the_last_press() {
    let mut app = laid_out_app(390, 844, "fr");
    show_the_title(&mut app);
    let shown = |app: &mut App, key: &'static str| {
        let wanted = words(app, &Phrase::new(key));
        shown_texts(app).iter().any(|(text, _)| *text == wanted)
    };
    assert!(shown(&mut app, "title-controls-hint"));
    app.insert_resource(TouchPlay(true));
    app.update();
    app.update();
    assert!(shown(&mut app, "title-touch-hint"));
    assert!(!shown(&mut app, "title-controls-hint"));
    tap(&mut app, KeyCode::ArrowDown);
    app.update();
    assert!(
        shown(&mut app, "title-controls-hint"),
        "a key brings the keys back"
    );
}
