//! The original game's game over: each kingdom's crowned domains (squares × crowns), its
//! bonuses and total, who won and what broke a tie, and every kingdom as it was finished.

use bevy::prelude::*;

use crate::app::original::GAME_OVER;
use crate::app::original::view::figures::{CountedSquare, OriginalFigureSources, finished_kingdom};
use crate::app::original::winners_words;
use crate::app::screens::{CountLine, GameOverScreen, KingdomSlot};
use crate::app::settings::Statistics;
use crate::app::states::AppSystems;
use crate::app::table::Match;
use crate::app::theme;
use crate::app::view::ScoreHighlight;
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::original::{DecidedBy, Original, decided_by};
use kingdomino_core::table::Place;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            draw_kingdoms.run_if(resource_exists::<Match<Original>>),
            light_counted_squares.run_if(resource_changed::<ScoreHighlight>),
        )
            .chain()
            .run_if(in_state(GAME_OVER))
            .in_set(AppSystems::View),
    );
}

impl GameOverScreen for Original {
    const SAME_DEAL: &'static str = "game-over-same-dominoes";
    const STORY_WORDS: [&'static str; 3] =
        ["story-scores-by-line", "story-line", "story-swing-line"];

    /// Every line was added: the game has no other end.
    fn why_it_ended(_: &Match<Original>) -> Option<Phrase> {
        None
    }

    fn verdict(game: &Match<Original>) -> Vec<Phrase> {
        let scores = game.state().scores();
        let winners = game.state().winners();
        let tie_break = match decided_by(&scores) {
            DecidedBy::Total => None,
            DecidedBy::LargestDomain => Some("original-count-by-domain"),
            DecidedBy::Crowns => Some("original-count-by-crowns"),
            DecidedBy::Shared => Some("original-count-all-equal"),
        };
        std::iter::once(winners_words(&winners, game))
            .chain(tie_break.map(Phrase::new))
            .collect()
    }

    /// Each kingdom's crowned domains, its bonuses, the numbers that break a tie, its total.
    fn count_lines(game: &Match<Original>) -> Vec<CountLine> {
        let mut lines = Vec::new();
        for (place, sheet) in Place::all(game.seats.len()).zip(game.state().scores()) {
            let line = |cells, text, total| CountLine {
                place,
                cells,
                text,
                total,
            };
            for domain in sheet.domains.iter().filter(|domain| domain.crosses > 0) {
                let said = Phrase::new("howto-original-domain")
                    .with("terrain", names::terrain(&game.rules, domain.coat))
                    .with("squares", domain.size)
                    .with("crowns", domain.crosses)
                    .with("points", domain.points);
                lines.push(line(domain.cells, said, false));
            }
            for (points, id) in [
                (sheet.middle_points, "original-count-middle"),
                (sheet.harmony_points, "original-count-harmony"),
            ] {
                if points > 0 {
                    lines.push(line(0, Phrase::new(id).with("points", points), false));
                }
            }
            let tie_numbers = Phrase::new("original-count-tie-numbers")
                .with("squares", sheet.largest_domain)
                .with("crowns", sheet.crowns);
            lines.push(line(0, tie_numbers, false));
            let total = Phrase::new("count-total").with("points", sheet.total);
            lines.push(line(0, total, true));
        }
        lines
    }

    fn count_for_statistics(game: &Match<Original>, statistics: &mut Statistics) {
        let played = game.state();
        statistics
            .original
            .count(&game.seats, &played.scores(), &played.winners());
    }
}

/// Each kingdom in its slot, under its player's name in their king's colour.
fn draw_kingdoms(
    mut commands: Commands,
    slots: Query<(Entity, &KingdomSlot), Added<KingdomSlot>>,
    game: Res<Match<Original>>,
    sources: OriginalFigureSources,
) {
    let picture = game.state().picture();
    for (slot, &KingdomSlot { place, cell, .. }) in &slots {
        let Some(kingdom) = picture.kingdoms.get(place.index()) else {
            continue;
        };
        let name = game.seat_name(place);
        let square = cell * 0.8;
        commands.entity(slot).insert((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(4),
                ..default()
            },
            children![
                theme::coloured_label(name, 18.0, theme::place_colour(place)),
                finished_kingdom(place, kingdom, square, &game.rules, &sources),
            ],
        ));
    }
}

/// The squares of the domain being counted stand out, as on the Duel's maps.
fn light_counted_squares(
    mut commands: Commands,
    highlight: Res<ScoreHighlight>,
    squares: Query<(Entity, &CountedSquare)>,
) {
    for (entity, square) in &squares {
        let lit = square.place == highlight.place
            && (square.cell).is_some_and(|cell| highlight.cells & (1 << cell) != 0);
        if lit {
            commands
                .entity(entity)
                .insert(Outline::new(px(4), px(-4), theme::FOCUS));
        } else {
            commands.entity(entity).remove::<Outline>();
        }
    }
}
