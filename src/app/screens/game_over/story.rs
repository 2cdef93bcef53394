//! How the game went, beside the count: both scores at the end of each turn, the spellbook
//! race, and the turns where the lead moved most.

use crate::app::table::Match;
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, SeatNumber};

use crate::app::states::{AppSystems, Screen};
use crate::app::view::{WindowShape, theme};
use kingdomino_core::duel::history::{TurnEnd, biggest_swings, turn_by_turn};
use kingdomino_core::localization::Phrase;

/// Each of the story's two parts (the scores; the spellbook and the swings): one above the
/// other beside the counts of a wide window, side by side under them in a tall one.
const STORY_WIDTH: f32 = 280.0;
const PARTS_GAP: f32 = 24.0;
const SCORE_BARS_HEIGHT: f32 = 120.0;
const SPELL_BARS_HEIGHT: f32 = 44.0;
/// How many of the biggest swings are told.
const SWINGS_TOLD: usize = 2;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        fit_story_to_the_window
            .run_if(in_state(Screen::GameOver))
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
pub(super) fn spawn_story(commands: &mut Commands, parent: Entity, game: &Match<Duel>) {
    let Ok(ends) = turn_by_turn(&game.rules, game.record()) else {
        return;
    };
    if ends.is_empty() {
        return;
    }
    let swings = biggest_swings(&ends, SWINGS_TOLD);
    let swing_turns: Vec<u32> = swings.iter().map(|swing| swing.turn).collect();
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
    let part = |commands: &mut Commands| {
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
    };
    let line = |commands: &mut Commands, part: Entity, phrase: Phrase, size: f32, colour: Color| {
        commands.spawn((ChildOf(part), theme::coloured_label(phrase, size, colour)));
    };
    let panel = part(commands);
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
        Phrase::new("story-scores"),
        13.0,
        theme::MUTED,
    );
    spawn_bars(
        commands,
        panel,
        &ends,
        &swing_turns,
        SCORE_BARS_HEIGHT,
        |end| end.scores,
    );
    spawn_turn_axis(commands, panel, &ends);
    spawn_legend(commands, panel, game);
    let panel = part(commands);
    line(
        commands,
        panel,
        Phrase::new("story-spellbook"),
        13.0,
        theme::MUTED,
    );
    spawn_bars(commands, panel, &ends, &[], SPELL_BARS_HEIGHT, |end| {
        end.spell_squares
    });
    if !swings.is_empty() {
        line(
            commands,
            panel,
            Phrase::new("story-swings"),
            13.0,
            theme::MUTED,
        );
    }
    for swing in swings {
        let said = Phrase::new("story-swing")
            .with("turn", swing.turn)
            .with("name", game.short_seat_name(swing.seat))
            .with("points", swing.points);
        line(commands, panel, said, 14.0, theme::INK);
    }
}

/// A pair of bars a turn, each seat's `value` in its colour, the largest of all the full
/// height; the turns in `marked` stand on a lit ground.
fn spawn_bars(
    commands: &mut Commands,
    panel: Entity,
    ends: &[TurnEnd],
    marked: &[u32],
    height: f32,
    value: impl Fn(&TurnEnd) -> [u32; 2],
) {
    let largest = ends.iter().flat_map(&value).max().unwrap_or(0).max(1) as f32;
    let share = |end: &TurnEnd, seat: SeatNumber| value(end)[seat] as f32 / largest;
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
    for end in ends {
        let ground = if marked.contains(&end.turn) {
            theme::HIGHLIGHT
        } else {
            Color::NONE
        };
        let turn = commands
            .spawn((
                Name::new(format!("Turn {}", end.turn)),
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
        for seat in SeatNumber::BOTH {
            commands.spawn((
                Name::new("Bar"),
                ChildOf(turn),
                Node {
                    flex_grow: 1.0,
                    flex_basis: px(0),
                    max_width: px(8),
                    height: percent(100.0 * share(end, seat).clamp(0.0, 1.0)),
                    ..default()
                },
                BackgroundColor(theme::SEAT_COLOURS[seat]),
            ));
        }
    }
}

/// The first and the last turn under the bars.
fn spawn_turn_axis(commands: &mut Commands, panel: Entity, ends: &[TurnEnd]) {
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
    let first = ends.first().map_or(1, |end| end.turn);
    let last = ends.last().map_or(1, |end| end.turn);
    for turn in [first, last] {
        commands.spawn((
            ChildOf(axis),
            theme::coloured_label(
                Phrase::new("story-turn").with("turn", turn),
                12.0,
                theme::MUTED,
            ),
        ));
    }
}

/// Which colour is whose, a line each.
fn spawn_legend(commands: &mut Commands, panel: Entity, game: &Match<Duel>) {
    for seat in SeatNumber::BOTH {
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
            BackgroundColor(theme::SEAT_COLOURS[seat]),
        ));
        commands.spawn((
            ChildOf(legend),
            theme::label(game.short_seat_name(seat), 13.0),
        ));
    }
}
