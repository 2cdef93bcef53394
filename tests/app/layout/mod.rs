//! The table laid out by Bevy's UI at the two window shapes the game is designed for: every map
//! square, the dice tray, the spellbook and every button lies wholly inside the window, and none
//! overlaps another. No renderer: the UI's layout runs on the main world with the built-in font.

mod accessibility;
mod checks;
mod contrast;
mod original_motion;
mod original_screen;
mod original_table;
mod phones;
mod screens;
mod tables;

use crate::common::app::{
    choices, draft_to_the_first_seat_s_fill, game, person_to_act, request_match, shipped_languages,
    tap, words,
};
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::WgpuSettings;
use bevy::text::TextLayoutInfo;
use bevy::time::TimeUpdateStrategy;
use bevy::ui::CalculatedClip;
use bevy::window::{ExitCondition, PrimaryWindow, WindowResized, WindowResolution};
use checks::*;
use kingdomino_core::ai::Level;
use kingdomino_core::duel::{
    Action, Drawing, Duel, GameState, NoOptions, PlacementPowers, Power, Report, RuleSet,
    SeatNumber, Step,
};
use kingdomino_core::how_to_play::PAGES;
use kingdomino_core::kingdom::Direction;
use kingdomino_core::localization::{self, Phrase};
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_core::player_files::export::ExportPlace;
use kingdomino_core::player_files::saves::SavedSeat;
use kingdomino_core::table::Record;
use kingdomino_duel::app::TextScale;
use kingdomino_duel::app::choices::pointer::GridTarget;
use kingdomino_duel::app::choices::{
    ChoiceMade, Focus, Go, Intent, MenuColumnLength, ShelfChoice, TouchPlay,
};
use kingdomino_duel::app::duel::DuelPhase;
use kingdomino_duel::app::duel::tips::Tip;
use kingdomino_duel::app::duel::{Placement, Prompt};
use kingdomino_duel::app::files::rule_set::ActiveRules;
use kingdomino_duel::app::language::LanguageAtStart;
use kingdomino_duel::app::menus::OpenPage;
use kingdomino_duel::app::player::player_data::{Exports, PlayerData};
use kingdomino_duel::app::settings::{DisplaySettings, PlaySettings, TEXT_SIZES};
use kingdomino_duel::app::states::{Overlay, Screen, Seat};
use kingdomino_duel::app::table::{Continuable, MatchRequest, Notice};
use std::sync::Arc;
use std::time::Duration;

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

/// The text sizes the settings offer beyond the designed one.
const LARGER_TEXT: &[u8] = TEXT_SIZES.split_first().unwrap().1;

/// Small text shown at `percent` of its size, as Settings → Text size does.
fn set_text_size(app: &mut App, percent: u8) {
    app.world_mut().resource_mut::<DisplaySettings>().text_size = percent;
    for _ in 0..3 {
        app.update();
    }
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
        .find(|&seed| GameState::new(rules, seed).player_a() == SeatNumber::FIRST)
        .unwrap();
    let mut state = GameState::new(rules, seed);
    for power in [Power::IgnoreConnection, Power::SeparateDice, Power::TurnDie] {
        state = state.with_power(rules, SeatNumber::FIRST, power);
    }
    draft_to_the_first_seat_s_fill(rules, &mut state);
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

fn table_app_with(
    width: u32,
    height: u32,
    seats: [Seat; 2],
    rules: &RuleSet,
    prepare: fn(&RuleSet) -> GameState,
    language: &str,
) -> App {
    let mut app = laid_out_app(width, height, language);
    app.insert_resource(ActiveRules::<Duel>(Arc::new(rules.clone())));
    // The game starts from the prepared state, as a saved game resumes.
    let resume = MatchRequest::Position {
        state: Box::new(prepare(rules)),
        record: Record::<Duel>::new(rules, NoOptions, 7),
        seats: seats.to_vec(),
    };
    request_match(&mut app, resume);
    for _ in 0..60 {
        app.update();
        if app
            .world()
            .get_resource::<State<DuelPhase>>()
            .map(|phase| *phase.get())
            == Some(DuelPhase::MapFilling)
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

const AGAINST_EXPERT: [Seat; 2] = [Seat::Human, Seat::Computer(Level::Expert)];

const TWO_PLAYERS: [Seat; 2] = [Seat::Human, Seat::Human];
