//! How a game of the original Kingdomino went, on its count: every kingdom's count at the end
//! of each line, a group of bars a line, the players in their places from left to right (each
//! in their king's colour, and named in that order under the bars, so no colour alone tells
//! them apart).

use crate::app::table::Match;
use bevy::prelude::*;
use kingdomino_core::original::Kingdomino;

use crate::app::kingdom::player_name;
use crate::app::view::theme;
use kingdomino_core::localization::Phrase;

const STORY_WIDTH: f32 = 400.0;
const BARS_HEIGHT: f32 = 90.0;
const BAR_WIDTH: f32 = 4.0;

/// The story of the game under `parent`; nothing when the record cannot be played again with
/// the rules in play.
pub(super) fn spawn_kingdom_story(
    commands: &mut Commands,
    parent: Entity,
    game: &Match<Kingdomino>,
) {
    let ends = game.record().totals_by_moment(&game.rules);
    if ends.is_empty() {
        return;
    }
    let most = ends.iter().flatten().copied().max().unwrap_or(0).max(1) as f32;
    let story = commands
        .spawn((
            Name::new("How the game went"),
            ChildOf(parent),
            Node {
                width: px(STORY_WIDTH),
                max_width: percent(100),
                flex_direction: FlexDirection::Column,
                row_gap: px(4),
                ..default()
            },
            children![
                theme::label(Phrase::new("story-heading"), 18.0),
                theme::coloured_label(
                    Phrase::new("kingdom-story-lines").with("lines", ends.len()),
                    13.0,
                    theme::MUTED,
                ),
            ],
        ))
        .id();
    let bars = commands
        .spawn((
            Name::new("Counts by line"),
            ChildOf(story),
            Node {
                height: px(BARS_HEIGHT),
                align_items: AlignItems::End,
                column_gap: px(4),
                border: UiRect::bottom(px(1)),
                ..default()
            },
            BorderColor::all(theme::GRID_LINE),
        ))
        .id();
    for totals in &ends {
        let group = commands
            .spawn((
                Name::new("Line's counts"),
                ChildOf(bars),
                // The groups share the width, each line's bars together in its middle.
                Node {
                    height: percent(100),
                    flex_grow: 1.0,
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::End,
                    column_gap: px(1),
                    ..default()
                },
            ))
            .id();
        for (place, &total) in totals.iter().enumerate() {
            commands.spawn((
                Name::new("Count bar"),
                ChildOf(group),
                Node {
                    width: px(BAR_WIDTH),
                    height: percent(100.0 * total as f32 / most),
                    ..default()
                },
                BackgroundColor(theme::KING_COLOURS[place % theme::KING_COLOURS.len()]),
            ));
        }
    }
    let players = Phrase::list((0..game.seats.len()).map(player_name).collect());
    commands.spawn((
        ChildOf(story),
        theme::coloured_label(
            Phrase::new("kingdom-story-order").with("players", players),
            13.0,
            theme::MUTED,
        ),
    ));
}
