//! How the game went, beside the count, of either game: every score at the end of each turn or
//! round, the moments where a player pulled ahead most, and what else the game tells (the
//! Duel's spellbook race: `duel/game_over.rs`).

use bevy::prelude::*;

use super::{GameOverScreen, StoryMore};
use crate::app::states::AppSystems;
use crate::app::table::{Match, TableApp};
use crate::app::theme;
use crate::app::theme::WindowShape;
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::{Place, biggest_swings};

/// Each of the story's two parts (the scores; the spellbook and the swings): one above the
/// other beside the counts of a wide window, side by side under them in a tall one.
const STORY_WIDTH: f32 = 280.0;
const PARTS_GAP: f32 = 24.0;
const SCORE_BARS_HEIGHT: f32 = 120.0;
/// How many of the biggest swings are told.
const SWINGS_TOLD: usize = 2;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        fit_story_to_the_window
            .run_if(resource_exists::<State<crate::app::states::Count>>)
            .in_set(AppSystems::View),
    );
}

#[derive(Component)]
struct StoryPanel;

fn fit_story_to_the_window(
    shape: Res<WindowShape>,
    new_panels: Query<(), Added<StoryPanel>>,
    mut panels: Query<&mut Node, With<StoryPanel>>,
) {
    if !shape.is_changed() && new_panels.is_empty() {
        return;
    }
    let width = if shape.is_wide() {
        STORY_WIDTH
    } else {
        2.0 * STORY_WIDTH + PARTS_GAP
    };
    for mut node in &mut panels {
        node.width = px(width);
    }
}

/// The story of the game under `parent`; nothing when the record cannot be played again (it
/// always can, unless a mod's rules changed under a kept game).
pub(super) fn spawn_story<G: GameOverScreen>(
    commands: &mut Commands,
    parent: Entity,
    game: &Match<G>,
) {
    let totals = game.record().totals_by_moment(&game.rules);
    if totals.is_empty() {
        return;
    }
    let swings = biggest_swings(&totals, SWINGS_TOLD);
    let swing_moments: Vec<u32> = swings.iter().map(|swing| swing.moment).collect();
    let story = commands
        .spawn((
            Name::new("How the game went"),
            ChildOf(parent),
            StoryPanel,
            Node {
                width: px(STORY_WIDTH),
                flex_wrap: FlexWrap::Wrap,
                // Stretched beside taller counts, its parts stay together at the top.
                align_content: AlignContent::Start,
                column_gap: px(PARTS_GAP),
                row_gap: px(12),
                ..default()
            },
        ))
        .id();
    let [scores_words, moment_words, swing_words] = G::STORY_WORDS;
    let panel = story_part(commands, story);
    line(
        commands,
        panel,
        Phrase::new("story-heading"),
        18.0,
        theme::INK,
    );
    line(
        commands,
        panel,
        Phrase::new(scores_words),
        13.0,
        theme::MUTED,
    );
    spawn_bars(commands, panel, &totals, &swing_moments, SCORE_BARS_HEIGHT);
    spawn_axis(commands, panel, totals.len(), moment_words);
    spawn_legend(commands, panel, game);
    let more = story_part(commands, story);
    commands.entity(more).insert(StoryMore);
    if !swings.is_empty() {
        line(
            commands,
            more,
            Phrase::new("story-swings"),
            13.0,
            theme::MUTED,
        );
    }
    for swing in swings {
        let said = Phrase::new(swing_words)
            .with("turn", swing.moment)
            .with("name", game.seat_name(swing.place))
            .with("points", swing.points);
        line(commands, more, said, 14.0, theme::INK);
    }
}

/// One of the story's parts.
fn story_part(commands: &mut Commands, story: Entity) -> Entity {
    commands
        .spawn((
            Name::new("Story part"),
            ChildOf(story),
            Node {
                width: px(STORY_WIDTH),
                flex_direction: FlexDirection::Column,
                row_gap: px(4),
                ..default()
            },
        ))
        .id()
}

/// A line of the story.
fn line(commands: &mut Commands, part: Entity, phrase: Phrase, size: f32, colour: Color) {
    commands.spawn((ChildOf(part), theme::coloured_label(phrase, size, colour)));
}

/// A group of bars a turn or round, each place's `value` in its colour, the largest of all the
/// full height; the moments in `marked` (from 1) stand on a lit ground.
pub fn spawn_bars(
    commands: &mut Commands,
    panel: Entity,
    values: &[Vec<u32>],
    marked: &[u32],
    height: f32,
) -> Entity {
    let largest = values.iter().flatten().copied().max().unwrap_or(0).max(1) as f32;
    let bars = commands
        .spawn((
            Name::new("Bars"),
            ChildOf(panel),
            Node {
                width: percent(100),
                height: px(height),
                align_items: AlignItems::End,
                border: UiRect::bottom(px(1)),
                ..default()
            },
            BorderColor::all(theme::MUTED),
        ))
        .id();
    for (moment, places) in (1..).zip(values) {
        let ground = if marked.contains(&moment) {
            theme::HIGHLIGHT
        } else {
            Color::NONE
        };
        let group = commands
            .spawn((
                Name::new(format!("Moment {moment}")),
                ChildOf(bars),
                Node {
                    flex_grow: 1.0,
                    flex_basis: px(0),
                    height: percent(100),
                    align_items: AlignItems::End,
                    justify_content: JustifyContent::Center,
                    column_gap: px(1),
                    padding: UiRect::horizontal(px(1)),
                    ..default()
                },
                BackgroundColor(ground),
            ))
            .id();
        for (place, &value) in Place::all(places.len()).zip(places) {
            commands.spawn((
                Name::new("Bar"),
                ChildOf(group),
                Node {
                    flex_grow: 1.0,
                    flex_basis: px(0),
                    max_width: px(8),
                    height: percent(100.0 * (value as f32 / largest).clamp(0.0, 1.0)),
                    ..default()
                },
                BackgroundColor(theme::place_colour(place)),
            ));
        }
    }
    bars
}

/// The first and the last turn or round under the bars, in the game's words.
fn spawn_axis(commands: &mut Commands, panel: Entity, moments: usize, words: &'static str) {
    let axis = commands
        .spawn((
            Name::new("Turns"),
            ChildOf(panel),
            Node {
                width: percent(100),
                justify_content: JustifyContent::SpaceBetween,
                ..default()
            },
        ))
        .id();
    for moment in [1, moments.max(1)] {
        commands.spawn((
            ChildOf(axis),
            theme::coloured_label(Phrase::new(words).with("turn", moment), 12.0, theme::MUTED),
        ));
    }
}

/// Which colour is whose, a line each.
fn spawn_legend<G: TableApp>(commands: &mut Commands, panel: Entity, game: &Match<G>) {
    for place in Place::all(game.seats.len()) {
        let legend = commands
            .spawn((
                Name::new("Legend"),
                ChildOf(panel),
                Node {
                    column_gap: px(6),
                    align_items: AlignItems::Center,
                    ..default()
                },
            ))
            .id();
        commands.spawn((
            Name::new("Swatch"),
            ChildOf(legend),
            Node {
                width: px(10),
                height: px(10),
                ..default()
            },
            BackgroundColor(theme::place_colour(place)),
        ));
        commands.spawn((
            ChildOf(legend),
            theme::label(game.short_seat_name(place), 13.0),
        ));
    }
}
