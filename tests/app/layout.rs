//! The table laid out by Bevy's UI at the two window shapes the game is designed for: every map
//! square, the dice tray, the spellbook and every button lies wholly inside the window, and none
//! overlaps another. No renderer: the UI's layout runs on the main world with the built-in font.

use std::sync::Arc;
use std::time::Duration;

use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::WgpuSettings;
use bevy::text::TextLayoutInfo;
use bevy::time::TimeUpdateStrategy;
use bevy::ui::CalculatedClip;
use bevy::window::{ExitCondition, PrimaryWindow, WindowResized, WindowResolution};

use kingdomino_duel::ai::Level;
use kingdomino_duel::app::choices::{
    ChoiceMade, Focus, Go, Intent, MenuColumnLength, ShelfChoice, TouchPlay,
};
use kingdomino_duel::app::game::{
    IntendedAction, MatchRequest, Notice, Placement, Prompt, Reported, ResumeMatch,
};
use kingdomino_duel::app::language::LanguageAtStart;
use kingdomino_duel::app::player_data::{Exports, PlayerData};
use kingdomino_duel::app::pointer::GridTarget;
use kingdomino_duel::app::rule_set::ActiveRules;
use kingdomino_duel::app::saved_game::ContinuableGame;
use kingdomino_duel::app::screens::OpenPage;
use kingdomino_duel::app::settings::PlaySettings;
use kingdomino_duel::app::states::{Overlay, Phase, Screen, Seat};
use kingdomino_duel::app::tips::Tip;
use kingdomino_duel::how_to_play::PAGES;
use kingdomino_duel::localization::{self, Phrase};
use kingdomino_duel::player_files::data_store::DataStore;
use kingdomino_duel::player_files::export::ExportPlace;
use kingdomino_duel::player_files::saves::SavedSeat;

use crate::common::app::{
    choices, game, person_to_act, request_match, shipped_languages, tap, words,
};
use kingdomino_duel::rules::{
    Action, Direction, Drawing, GameRecord, GameState, PlacementPowers, Power, Report, RuleSet,
    Step,
};

/// The game laid out in a window of that size, speaking `language`.
fn laid_out_app(width: u32, height: u32, language: &str) -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .build()
            .disable::<bevy::winit::WinitPlugin>()
            .disable::<bevy::audio::AudioPlugin>()
            .disable::<bevy::gilrs::GilrsPlugin>()
            .disable::<bevy::log::LogPlugin>()
            .set(RenderPlugin {
                render_creation: WgpuSettings {
                    backends: None,
                    ..default()
                }
                .into(),
                ..default()
            })
            .set(WindowPlugin {
                primary_window: Some(Window {
                    resolution: WindowResolution::new(width, height),
                    ..default()
                }),
                exit_condition: ExitCondition::DontExit,
                ..default()
            }),
    );
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    app.insert_resource(shipped_languages())
        .insert_resource(LanguageAtStart(Some(language.to_string())));
    app.add_plugins(kingdomino_duel::app::plugin);
    app.world_mut().spawn(Camera2d);
    app.finish();
    app.cleanup();
    use_the_game_font(&mut app);
    app.update();
    app
}

/// Text is measured with the font the game ships, as the loading screen makes it the default.
fn use_the_game_font(app: &mut App) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/fonts/DejaVuSans.ttf");
    let bytes = std::fs::read(path).expect("the game's font");
    let font = Font::from_bytes(bytes);
    app.world_mut()
        .resource_mut::<Assets<Font>>()
        .insert(AssetId::default(), font)
        .expect("the default font's slot");
}

/// A node's rectangle on screen, in the window's pixels (as clipping is worked out).
fn screen_rect_of(app: &App, entity: Entity) -> Rect {
    let world = app.world();
    let node = world.get::<ComputedNode>(entity).expect("a laid-out node");
    let transform = world.get::<UiGlobalTransform>(entity).expect("placed");
    Rect::from_center_size(transform.translation, node.size())
}

/// A node's rectangle on screen, in logical pixels.
fn rect_of(app: &App, entity: Entity) -> Rect {
    let world = app.world();
    let node = world.get::<ComputedNode>(entity).expect("a laid-out node");
    let transform = world.get::<UiGlobalTransform>(entity).expect("placed");
    let scale = node.inverse_scale_factor();
    let centre = transform.translation * scale;
    let size = node.size() * scale;
    Rect::from_center_size(centre, size)
}

fn named(app: &mut App, wanted: impl Fn(&str) -> bool) -> Vec<(String, Entity)> {
    let mut query = app.world_mut().query::<(Entity, &Name)>();
    query
        .iter(app.world())
        .filter(|(_, name)| wanted(name.as_str()))
        .map(|(entity, name)| (name.to_string(), entity))
        .collect()
}

/// A game whose person (seat 0, player A) has drafted and fills, with the castle bonus and
/// the `d`, `s` and `ss` powers in hand and the faces of `ss` shown: the most buttons the
/// table ever offers at once.
fn busiest_fill(rules: &RuleSet) -> GameState {
    let seed = (0..)
        .find(|&seed| GameState::new(rules, seed).player_a() == 0)
        .unwrap();
    let mut state = GameState::new(rules, seed);
    for power in [Power::IgnoreConnection, Power::SeparateDice, Power::TurnDie] {
        state = state.with_power(rules, 0, power);
    }
    for die in 0..3 {
        state.apply(rules, Action::TakeDie { die }).unwrap();
    }
    assert_eq!(state.step(), Step::Fill { player: 0 });
    state
}

fn table_app(width: u32, height: u32, seats: [Seat; 2]) -> App {
    table_app_with(
        width,
        height,
        seats,
        &RuleSet::builtin(),
        busiest_fill,
        "en",
    )
}

/// The person (player A) drew both jokers next to the castle: every coat is offered.
fn jokers_coat_picker(rules: &RuleSet) -> GameState {
    let seed = (0..)
        .find(|&seed| GameState::new(rules, seed).player_a() == 0)
        .unwrap();
    // Die 0 shows `?` as its face 0, die 3 as its face 2.
    let mut state = GameState::new(rules, seed);
    state.give_roll(rules, [0, 0, 0, 2]).unwrap();
    for die in 0..3 {
        state.apply(rules, Action::TakeDie { die }).unwrap();
    }
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

fn table_app_with(
    width: u32,
    height: u32,
    seats: [Seat; 2],
    rules: &RuleSet,
    prepare: fn(&RuleSet) -> GameState,
    language: &str,
) -> App {
    let mut app = laid_out_app(width, height, language);
    app.insert_resource(ActiveRules(Arc::new(rules.clone())));
    // The game starts from the prepared state, as a saved game resumes.
    let resume = ResumeMatch {
        state: prepare(rules),
        record: GameRecord::new(rules, 7),
        seats,
        names: None,
    };
    request_match(&mut app, MatchRequest::Resume(Box::new(resume)));
    for _ in 0..60 {
        app.update();
        if app
            .world()
            .get_resource::<State<Phase>>()
            .map(|phase| *phase.get())
            == Some(Phase::MapFilling)
        {
            break;
        }
    }
    app.world_mut().resource_mut::<Placement>().turn_picker = Some(0);
    for _ in 0..3 {
        app.update();
    }
    app
}

/// The parts a player looks at or clicks, with their rectangles.
fn parts(app: &mut App) -> Vec<(String, Rect)> {
    let found = named(app, |name| {
        name.starts_with("Square ")
            || name.starts_with("Choice: ")
            || name == "Dice tray"
            || name == "Spellbook"
            || name == "Header"
            || name == "Footer"
            || name == "Power banner"
    });
    found
        .into_iter()
        .map(|(name, entity)| {
            let rect = rect_of(app, entity);
            (name, rect)
        })
        .collect()
}

/// The busiest table fits in every language.
fn check_table(width: u32, height: u32, seats: [Seat; 2]) {
    for language in localization::SHIPPED_LANGUAGES {
        check_table_with(
            width,
            height,
            seats,
            &RuleSet::builtin(),
            busiest_fill,
            8,
            language,
        );
    }
}

fn check_table_with(
    width: u32,
    height: u32,
    seats: [Seat; 2],
    rules: &RuleSet,
    prepare: fn(&RuleSet) -> GameState,
    buttons: usize,
    language: &str,
) {
    let mut app = table_app_with(width, height, seats, rules, prepare, language);
    check_laid_out_table(&mut app, (width, height), rules, buttons, language);
}

/// Every part of the table shown whole in the window, cut by nothing and over nothing else.
fn check_laid_out_table(
    app: &mut App,
    (width, height): (u32, u32),
    rules: &RuleSet,
    buttons: usize,
    language: &str,
) {
    show_the_longest_tip(app);
    // In the UI's own pixels, which a phone's window scales down.
    let ui_scale = app.world().resource::<UiScale>().0;
    let window = Rect::new(0.0, 0.0, width as f32 / ui_scale, height as f32 / ui_scale);
    let rects = parts(app);
    let count = |prefix: &str| {
        rects
            .iter()
            .filter(|(name, _)| name.starts_with(prefix))
            .count()
    };
    assert_eq!(
        count("Square "),
        2 * rules.board().cell_count(),
        "both maps' squares"
    );
    assert!(count("Choice: ") >= buttons, "{:?}", choices_shown(&rects));
    assert_eq!(count("Spellbook"), 1);
    assert_eq!(count("Dice tray"), 1);
    for (name, rect) in &rects {
        assert!(
            window.contains(rect.min) && window.contains(rect.max),
            "{language}: {name} at {rect:?} leaves the {width}x{height} window"
        );
        assert!(
            rect.width() > 1.0 && rect.height() > 1.0,
            "{name} is not shown"
        );
    }
    // Nothing a player reads or presses is cut by a part around it that clips.
    let clipped: Vec<(String, Rect, Rect)> = named(app, |name| {
        name.starts_with("Square ")
            || name == "Spellbook"
            || name == "Dice tray"
            || name == "Hint button"
    })
    .into_iter()
    .filter_map(|(name, entity)| {
        let clip = app.world().get::<CalculatedClip>(entity)?.clip;
        let rect = screen_rect_of(app, entity);
        (!(clip.contains(rect.min + 0.5) && clip.contains(rect.max - 0.5)))
            .then_some((name, rect, clip))
    })
    .collect();
    assert!(clipped.is_empty(), "{language}: cut off: {clipped:?}");
    // A shrunken UI rounds its edges to the screen's pixels: neighbours may share one.
    let touching = if ui_scale < 1.0 { 1.01 / ui_scale } else { 0.5 };
    for (index, (name, rect)) in rects.iter().enumerate() {
        for (other, other_rect) in &rects[index + 1..] {
            let overlap = rect.intersect(*other_rect);
            assert!(
                overlap.width() < touching || overlap.height() < touching,
                "{language}: {name} {rect:?} overlaps {other} {other_rect:?}"
            );
        }
    }
    // The choice bar clips what does not fit: every button must lie inside it, whole.
    let bar = named(app, |name| name == "Choices")[0].1;
    // (Within a rounding's hundredth of a pixel.)
    let bar = rect_of(app, bar).inflate(0.01);
    for (name, rect) in rects
        .iter()
        .filter(|(name, _)| name.starts_with("Choice: "))
    {
        assert!(
            bar.contains(rect.min) && bar.contains(rect.max),
            "{name} at {rect:?} is cut by the choice bar {bar:?}"
        );
    }
    check_texts(app, window, language);
}

/// The footer shows the language's longest first-game tip in place of the controls.
fn show_the_longest_tip(app: &mut App) {
    let english = include_str!("../../assets/locales/en/game.ftl");
    let longest = localization::catalog::message_ids(english)
        .into_iter()
        .filter(|id| id.starts_with("hint-") && id != "hint-line")
        .map(|id| {
            let phrase = Phrase::new(Box::leak(id.into_boxed_str()));
            (words(app, &phrase).len(), phrase)
        })
        .max_by_key(|(length, _)| *length)
        .map(|(_, phrase)| phrase);
    assert!(longest.is_some());
    app.world_mut().resource_mut::<Tip>().shown = longest;
    app.update();
    app.update();
}

/// Every text shown, with the rectangle its letters cover (a text node's own box can be taller
/// than its lines).
fn shown_texts(app: &mut App) -> Vec<(String, Rect)> {
    let mut query = app.world_mut().query::<(
        Entity,
        &Text,
        &TextLayoutInfo,
        &ComputedNode,
        &InheritedVisibility,
    )>();
    let found: Vec<(Entity, String, Option<Rect>, Vec2, f32)> = query
        .iter(app.world())
        .filter(|(_, text, _, _, visible)| !text.0.trim().is_empty() && visible.get())
        .map(|(entity, text, layout, node, _)| {
            let runs = layout
                .run_geometry
                .iter()
                .map(|run| run.bounds)
                .reduce(|all, run| all.union(run));
            let inset = node.content_inset().min_inset;
            (
                entity,
                text.0.clone(),
                runs,
                inset,
                node.inverse_scale_factor(),
            )
        })
        .collect();
    found
        .into_iter()
        .filter_map(|(entity, text, runs, inset, scale)| {
            let corner = rect_of(app, entity).min + inset * scale;
            let runs = runs?;
            let letters = Rect::from_corners(corner + runs.min * scale, corner + runs.max * scale);
            Some((text, letters.intersect(scrolled_view(app, entity))))
        })
        .filter(|(_, rect)| rect.width() > 0.5 && rect.height() > 0.5)
        .collect()
}

/// What a scrolling list around the entity lets be seen of it (everything when there is none):
/// a scrolled list hides what lies beyond it on purpose; any other clipping is a text too long.
fn scrolled_view(app: &App, entity: Entity) -> Rect {
    let world = app.world();
    let mut view = Rect::new(f32::MIN, f32::MIN, f32::MAX, f32::MAX);
    let mut at = entity;
    while let Some(parent) = world.get::<ChildOf>(at) {
        at = parent.parent();
        let scrolls = world
            .get::<Node>(at)
            .is_some_and(|node| node.overflow.y == OverflowAxis::Scroll);
        if scrolls {
            view = view.intersect(rect_of(app, at));
        }
    }
    view
}

/// Every text lies inside the window, and no two texts cover each other (a text too long for
/// its place wraps onto the next one's, or runs out of its box).
fn check_texts(app: &mut App, window: Rect, language: &str) {
    let texts = shown_texts(app);
    check_text_rects(texts, window, language);
    check_text_sizes(app, language);
}

/// The smallest text a player is asked to read, in the screen's pixels (a phone's browser's
/// CSS pixels): about the least that reads at arm's length.
const SMALLEST_TEXT: f32 = 11.0;

/// Every text shown is drawn at `SMALLEST_TEXT` or more on the screen: the designs' own sizes
/// in a window that shows them whole, a phone's raised to it. The letters drawn on a die or a
/// die's place (a joker's glyph, the taker's name under a taken die) belong to its picture and
/// shrink with it.
fn check_text_sizes(app: &mut App, language: &str) {
    let ui_scale = app.world().resource::<UiScale>().0;
    let mut query = app
        .world_mut()
        .query::<(&Name, &Text, &TextFont, &InheritedVisibility)>();
    for (name, text, font, visible) in query.iter(app.world()) {
        if text.0.trim().is_empty()
            || !visible.get()
            || ["Joker glyph", "Taker"].contains(&name.as_str())
        {
            continue;
        }
        let FontSize::Px(size) = font.font_size else {
            panic!("“{}” is sized by {:?}", text.0, font.font_size);
        };
        assert!(
            size * ui_scale >= SMALLEST_TEXT - 0.05,
            "{language}: “{}” is drawn at {:.1} pixels",
            text.0,
            size * ui_scale
        );
    }
}

/// As [`check_texts`], for the texts of the screen or panel named `root` (a panel covers the
/// screen under it).
fn check_texts_of(app: &mut App, root: &str, window: Rect, language: &str) {
    let root = named(app, |name| name == root)[0].1;
    let world = app.world();
    let is_under_root = |entity: Entity| {
        let mut at = entity;
        while let Some(parent) = world.get::<ChildOf>(at) {
            at = parent.parent();
            if at == root {
                return true;
            }
        }
        false
    };
    let under_root: Vec<String> = world
        .iter_entities()
        .filter(|entity| is_under_root(entity.id()))
        .filter_map(|entity| entity.get::<Text>().map(|text| text.0.clone()))
        .collect();
    let texts = shown_texts(app)
        .into_iter()
        .filter(|(text, _)| under_root.contains(text))
        .collect();
    check_text_rects(texts, window, language);
    check_text_sizes(app, language);
}

fn check_text_rects(texts: Vec<(String, Rect)>, window: Rect, language: &str) {
    assert!(texts.len() > 5, "{texts:?}");
    for (text, rect) in &texts {
        assert!(
            window.contains(rect.min) && window.contains(rect.max),
            "{language}: “{text}” at {rect:?} leaves the window {window:?}"
        );
    }
    for (index, (text, rect)) in texts.iter().enumerate() {
        for (other, other_rect) in &texts[index + 1..] {
            let overlap = rect.intersect(*other_rect);
            assert!(
                overlap.width() < 1.0 || overlap.height() < 1.0,
                "{language}: “{text}” {rect:?} covers “{other}” {other_rect:?}"
            );
        }
    }
}

fn choices_shown(rects: &[(String, Rect)]) -> Vec<&str> {
    rects
        .iter()
        .filter(|(name, _)| name.starts_with("Choice: "))
        .map(|(name, _)| name.as_str())
        .collect()
}

const AGAINST_EXPERT: [Seat; 2] = [Seat::Human, Seat::Computer(Level::Expert)];
const TWO_PLAYERS: [Seat; 2] = [Seat::Human, Seat::Human];

#[test]
fn the_table_against_the_computer_fits_a_wide_window() {
    check_table(1280, 720, AGAINST_EXPERT);
}

#[test]
fn the_table_for_two_players_fits_a_wide_window() {
    check_table(1280, 720, TWO_PLAYERS);
}

#[test]
fn the_table_against_the_computer_fits_a_tall_window() {
    check_table(800, 1000, AGAINST_EXPERT);
}

#[test]
fn the_table_for_two_players_fits_a_tall_window() {
    check_table(800, 1000, TWO_PLAYERS);
}

#[test]
fn the_table_fits_a_phone_held_upright_or_sideways() {
    for (width, height) in [(390, 844), (844, 390)] {
        check_table(width, height, AGAINST_EXPERT);
        check_table(width, height, TWO_PLAYERS);
        // Played by touch, the footer's help speaks of taps: it fits too.
        for language in localization::SHIPPED_LANGUAGES {
            let mut app = table_app_with(
                width,
                height,
                AGAINST_EXPERT,
                &RuleSet::builtin(),
                busiest_fill,
                language,
            );
            app.world_mut().resource_mut::<TouchPlay>().0 = true;
            app.world_mut().resource_mut::<PlaySettings>().hints = false;
            app.world_mut().resource_mut::<Tip>().shown = None;
            app.update();
            app.update();
            let ui_scale = app.world().resource::<UiScale>().0;
            let window = Rect::new(0.0, 0.0, width as f32 / ui_scale, height as f32 / ui_scale);
            let footer = words(&app, &Phrase::new("table-touch-hint"));
            assert!(
                shown_texts(&mut app)
                    .iter()
                    .any(|(text, _)| *text == footer),
                "{language}: the touch help is not shown"
            );
            check_texts(&mut app, window, language);
        }
    }
}

/// Each seat's map squares on screen, in the window's pixels: the side of one, and the left
/// edge of the map.
fn map_squares(app: &mut App) -> [(f32, f32); 2] {
    let squares: Vec<(u8, Entity)> = app
        .world_mut()
        .query::<(Entity, &GridTarget)>()
        .iter(app.world())
        .map(|(entity, target)| (target.seat, entity))
        .collect();
    [0u8, 1].map(|seat| {
        let rects: Vec<Rect> = squares
            .iter()
            .filter(|(of, _)| *of == seat)
            .map(|(_, square)| screen_rect_of(app, *square))
            .collect();
        let left = rects.iter().map(|rect| rect.min.x).fold(f32::MAX, f32::min);
        (rects[0].width(), left)
    })
}

/// Two people at a sideways phone have room for one large map: the drawer's, beside the dice
/// on the left; once the other person starts to draw, the maps change places.
#[test]
fn two_people_at_a_sideways_phone_each_draw_on_the_large_map() {
    let mut app = table_app(844, 390, TWO_PLAYERS);
    let first = person_to_act(&mut app).expect("a person draws");
    let second = 1 - first;
    let check_large = |app: &mut App, drawer: u8| {
        let squares = map_squares(app);
        let (large, large_left) = squares[usize::from(drawer)];
        let (small, small_left) = squares[usize::from(1 - drawer)];
        assert!(
            large > 1.5 * small && large_left < small_left,
            "seat {drawer} draws on squares of {large} pixels at x {large_left}, the other map's \
             are {small} at x {small_left}"
        );
    };
    check_large(&mut app, first);
    // The first person draws (and makes whatever choice the drawing brings).
    for _ in 0..10 {
        if person_to_act(&mut app) != Some(first) {
            break;
        }
        let played = game(&app);
        let action = played
            .state()
            .legal_actions(&played.rules)
            .into_iter()
            .find(|action| !matches!(action, Action::CastleBonus { .. } | Action::TurnDie { .. }))
            .expect("a drawing, or the choice it brings");
        app.world_mut().write_message(IntendedAction {
            seat: first,
            action,
        });
        for _ in 0..40 {
            app.update();
        }
    }
    assert_eq!(
        person_to_act(&mut app),
        Some(second),
        "the second person draws"
    );
    check_large(&mut app, second);
}

/// A phone turned mid-game: its table is laid out again, its maps built again at the sizes
/// of the other arrangement, with what is drawn on them.
#[test]
fn a_phone_turned_sideways_and_back_lays_its_table_out_again() {
    let rules = RuleSet::builtin();
    let mut app = table_app(390, 844, AGAINST_EXPERT);
    // The pictures shown: every coat drawn on the maps and held on the dominoes among them.
    let drawn = |app: &mut App| {
        app.world_mut()
            .query::<&ImageNode>()
            .iter(app.world())
            .filter(|image| image.color == Color::WHITE && image.image != Handle::default())
            .count()
    };
    let before = drawn(&mut app);
    for (width, height) in [(844, 390), (390, 844)] {
        // As winit does when the window changes size.
        let (window, mut resolution) = app
            .world_mut()
            .query_filtered::<(Entity, &mut Window), With<PrimaryWindow>>()
            .single_mut(app.world_mut())
            .map(|(entity, window)| {
                (
                    entity,
                    window.map_unchanged(|window| &mut window.resolution),
                )
            })
            .unwrap();
        resolution.set(width as f32, height as f32);
        app.world_mut().write_message(WindowResized {
            window,
            width: width as f32,
            height: height as f32,
        });
        for _ in 0..10 {
            app.update();
        }
        check_laid_out_table(&mut app, (width, height), &rules, 8, "en");
        assert_eq!(drawn(&mut app), before, "the maps and dominoes drawn again");
    }
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
        app.world_mut().write_message(Reported(Report::PowerGained {
            seat: 1,
            power: Power::DomainBonus,
        }));
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
        app.world_mut().write_message(IntendedAction {
            seat,
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
    check_every_screen(&[(1280, 720), (800, 1000)], 1.0, false);
}

/// The same on a phone held upright or sideways, at a scale still read at arm's length, with
/// the help worded for a finger.
#[test]
fn every_screen_fits_a_phone_held_either_way_in_every_language() {
    check_every_screen(&[(390, 844), (844, 390)], PHONE_READABLE_SCALE, true);
}

/// A menu in columns has as many buttons in each, or one fewer in the last: no button alone
/// in a column beside a full one.
fn check_even_columns(buttons: &[(String, Rect)], what: &str) {
    let mut columns: Vec<(f32, usize)> = Vec::new();
    for (_, rect) in buttons {
        match columns
            .iter_mut()
            .find(|(left, _)| (left - rect.min.x).abs() < 1.0)
        {
            Some((_, count)) => *count += 1,
            None => columns.push((rect.min.x, 1)),
        }
    }
    let counts: Vec<usize> = columns.iter().map(|(_, count)| *count).collect();
    let (fewest, most) = (counts.iter().min(), counts.iter().max());
    assert!(
        most.zip(fewest)
            .is_none_or(|(most, fewest)| most - fewest <= 1),
        "{what}: buttons in columns of {counts:?}"
    );
}

/// The smallest share of the designs' sizes that a phone shows them at.
const PHONE_READABLE_SCALE: f32 = 0.68;

/// Every screen at each of `sizes`, shown at no less than `smallest_scale` of its design, its
/// help worded for taps or not.
fn check_every_screen(sizes: &[(u32, u32)], smallest_scale: f32, by_touch: bool) {
    let replay = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/replays/normal-vs-expert.replay.ron"
    ))
    .unwrap();
    let replay = kingdomino_duel::player_files::saves::SavedGame::from_bytes(&replay).unwrap();
    // More kept replays than the list has room for, with the longest names of players.
    let kept = std::env::temp_dir().join(format!(
        "kd-layout-replays-{}x{}-{}",
        sizes[0].0,
        sizes[0].1,
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&kept);
    std::fs::create_dir_all(&kept).unwrap();
    for day in 1..=20 {
        let mut game = replay.clone();
        if day % 2 == 0 {
            game.seats = [SavedSeat::Person, SavedSeat::Computer(Level::Expert)];
        }
        let name = format!("game-2026-11-{day:02}-101500.replay.ron");
        std::fs::write(kept.join(name), game.to_text()).unwrap();
    }
    for &(width, height) in sizes {
        for language in localization::SHIPPED_LANGUAGES {
            let mut app = laid_out_app(width, height, language);
            app.insert_resource(TouchPlay(by_touch));
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
            app.insert_resource(ContinuableGame {
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
                app.insert_resource(OpenPage(page));
                show(
                    &mut app,
                    &format!("how to play {}", page + 1),
                    "How to play panel",
                );
            }
            app.world_mut()
                .resource_mut::<NextState<Overlay>>()
                .set(Overlay::Closed);
            show(&mut app, "title again", "Title screen");
            let resume = ResumeMatch {
                state: replay.replay(&rules).unwrap(),
                record: replay.record.clone(),
                seats: [Seat::Human, Seat::Computer(Level::Expert)],
                names: None,
            };
            request_match(&mut app, MatchRequest::Resume(Box::new(resume)));
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::GameOver);
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
        app.insert_resource(OpenPage(page));
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
    let saved = kingdomino_duel::player_files::saves::SavedGame::from_bytes(&saved).unwrap();
    let state = saved.replay(&RuleSet::builtin()).unwrap();
    app.insert_resource(ContinuableGame { saved, state });
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

/// The title shown, laid out and its menu measured.
fn show_the_title(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    for _ in 0..6 {
        app.update();
    }
}
