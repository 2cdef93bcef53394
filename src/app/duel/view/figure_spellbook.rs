//! How to play's spellbook pictures: each line's coat, then player A's squares over player
//! B's, filled as far as each came.

use bevy::prelude::*;

use super::figure_words::role_letter;
use super::spellbook_panel::{spell_square, square_colour};
use crate::app::files::coat_images::CoatImages;
use crate::app::theme;
use kingdomino_core::duel::{LineProgress, RuleSet};
use kingdomino_core::how_to_play::{Role, SpellbookLine};
use kingdomino_core::localization::Phrase;

const SPELL_SQUARE: f32 = 14.0;
/// A line's coat, as large as the figures' other coats.
const COAT: f32 = 26.0;

/// Spellbook lines: the coat, then player A's squares over player B's.
pub(super) fn spawn_spellbook(
    commands: &mut Commands,
    parent: Entity,
    lines: &[SpellbookLine],
    (rules, coats): (&RuleSet, Option<&CoatImages>),
) {
    let book = commands
        .spawn((
            Name::new("Spellbook lines"),
            ChildOf(parent),
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(3),
                padding: UiRect::all(px(6)),
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(px(6)),
                ..default()
            },
            BorderColor::all(theme::INK),
            BackgroundColor(theme::SHEET),
        ))
        .id();
    for line in lines {
        let Some(spell) = rules.spell_lines().get(line.line) else {
            continue;
        };
        let image = coats
            .map(|coats| coats.coat(rules, spell.coat))
            .unwrap_or_default();
        let row = commands
            .spawn((
                Name::new("Spellbook line"),
                ChildOf(book),
                Node {
                    align_items: AlignItems::Center,
                    column_gap: px(6),
                    ..default()
                },
                children![theme::coat_picture(image, COAT)],
            ))
            .id();
        spawn_players_squares(commands, row, spell.length, line.progress);
    }
}

/// A spellbook line's squares, player A's over player B's, filled as far as each came.
fn spawn_players_squares(
    commands: &mut Commands,
    row: Entity,
    length: u8,
    progress: [LineProgress; 2],
) {
    let both = commands
        .spawn((
            ChildOf(row),
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(2),
                ..default()
            },
        ))
        .id();
    for (role, progress) in [Role::A, Role::B].into_iter().zip(progress) {
        let letter = (
            theme::coloured_label(Phrase::verbatim(role_letter(role)), 11.0, theme::MUTED),
            Node {
                min_width: px(11),
                ..default()
            },
        );
        let squares = commands
            .spawn((
                ChildOf(both),
                Node {
                    column_gap: px(2),
                    align_items: AlignItems::Center,
                    ..default()
                },
                children![letter],
            ))
            .id();
        for index in 0..length {
            commands.spawn((
                ChildOf(squares),
                spell_square(SPELL_SQUARE, square_colour(progress, index)),
            ));
        }
    }
}
