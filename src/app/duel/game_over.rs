//! The Duel's game over: why it ended, the verdict (on a tie, the largest domains), each map
//! counted domain by domain (squares × crosses) with its `b` bonus, both maps drawn with the
//! domain being counted lit, and the spellbook race in the story.

use bevy::prelude::*;

use crate::app::duel::GAME_OVER;
use crate::app::duel::view::kingdom::{MIN_PANEL_WIDTH, PanelSize, kingdom};
use crate::app::screens::{CountLine, GameOverScreen, KingdomSlot, StoryMore, spawn_bars};
use crate::app::settings::Statistics;
use crate::app::states::AppSystems;
use crate::app::table::Match;
use crate::app::theme;
use crate::app::theme::TextScale;
use kingdomino_core::duel::history::spellbook_by_turn;
use kingdomino_core::duel::scoring::score_sheet;
use kingdomino_core::duel::{Duel, EndReason, Outcome, ScoreSheet, SeatNumber};
use kingdomino_core::localization::{Phrase, names};

const SPELL_BARS_HEIGHT: f32 = 44.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (draw_maps, tell_the_spellbook_race)
            .run_if(in_state(GAME_OVER).and_then(resource_exists::<Match<Duel>>))
            .in_set(AppSystems::View),
    );
}

impl GameOverScreen for Duel {
    const SAME_DEAL: &'static str = "game-over-same-dice";
    const STORY_WORDS: [&'static str; 3] = ["story-scores", "story-turn", "story-swing"];

    fn why_it_ended(game: &Match<Duel>) -> Option<Phrase> {
        Some(match game.state().end_reason()? {
            EndReason::MapFull { seat } => game.about("game-over-map-full", seat),
            EndReason::BothMapsFull => Phrase::new("game-over-both-full"),
            EndReason::NoRoomLeft => Phrase::new("game-over-no-room"),
            EndReason::NobodyDrew => Phrase::new("game-over-nobody-drew"),
        })
    }

    fn verdict(game: &Match<Duel>) -> Vec<Phrase> {
        let sheets = sheets(game);
        let said = match game.state().outcome(&game.rules) {
            Some(Outcome::Winner {
                player,
                by_tie_break,
            }) => {
                let (winner, loser) = (&sheets[player], &sheets[player.other()]);
                if by_tie_break {
                    game.about("verdict-tie-break", player)
                        .with("points", winner.total)
                        .with("largest", winner.largest_domain)
                        .with("other", loser.largest_domain)
                } else {
                    game.about("verdict-win", player)
                        .with("points", winner.total)
                        .with("other", loser.total)
                }
            }
            _ => Phrase::new("verdict-draw")
                .with("points", sheets[0].total)
                .with("largest", sheets[0].largest_domain),
        };
        vec![said]
    }

    /// Each map's scoring domains, its bonus, its total.
    fn count_lines(game: &Match<Duel>) -> Vec<CountLine> {
        let mut lines = Vec::new();
        for (seat, sheet) in SeatNumber::BOTH.into_iter().zip(sheets(game)) {
            let line = |cells, text, total| CountLine {
                place: seat.into(),
                cells,
                text,
                total,
            };
            for domain in sheet.domains.iter().filter(|domain| domain.points > 0) {
                lines.push(line(
                    domain.cells,
                    names::domain_count(&game.rules, domain),
                    false,
                ));
            }
            if let Some(coat) = sheet.bonus_coat {
                lines.push(line(
                    0,
                    names::bonus_count(&game.rules, coat, sheet.bonus_points),
                    false,
                ));
            }
            lines.push(line(
                0,
                Phrase::new("count-total").with("points", sheet.total),
                true,
            ));
        }
        lines
    }

    fn count_for_statistics(game: &Match<Duel>, statistics: &mut Statistics) {
        let outcome = game.state().outcome(&game.rules);
        statistics.count(game.seat_pair(), game.state().scores(&game.rules), outcome);
    }
}

fn sheets(game: &Match<Duel>) -> [ScoreSheet; 2] {
    SeatNumber::BOTH.map(|seat| {
        let player = game.state().player(seat);
        score_sheet(&game.rules, &player.map, player.bonus_coat)
    })
}

/// Each seat's map in its slot, its squares lit as the count goes over them.
fn draw_maps(
    mut commands: Commands,
    slots: Query<(Entity, &KingdomSlot), Added<KingdomSlot>>,
    game: Res<Match<Duel>>,
    text: Res<TextScale>,
) {
    for (slot, &KingdomSlot { place, cell, width }) in &slots {
        let Ok(seat) = SeatNumber::try_from(place) else {
            continue;
        };
        let size = PanelSize {
            cell,
            // The names have the count's width.
            min_width: MIN_PANEL_WIDTH.max(width),
            // A computer's name says its level.
            name_lines: 2,
            status_lines: 1,
            text: *text,
        };
        commands.spawn((kingdom(*game.rules.board(), seat, size), ChildOf(slot)));
    }
}

/// The spellbook race, turn by turn, in the story.
fn tell_the_spellbook_race(
    mut commands: Commands,
    parts: Query<Entity, Added<StoryMore>>,
    game: Res<Match<Duel>>,
) {
    for part in &parts {
        let Ok(squares) = spellbook_by_turn(&game.rules, game.record()) else {
            continue;
        };
        let values: Vec<Vec<u32>> = squares.iter().map(|both| both.to_vec()).collect();
        let heading = commands
            .spawn((
                ChildOf(part),
                theme::coloured_label(Phrase::new("story-spellbook"), 13.0, theme::MUTED),
            ))
            .id();
        let bars = spawn_bars(&mut commands, part, &values, &[], SPELL_BARS_HEIGHT);
        // The race before the swings.
        commands.entity(part).insert_children(0, &[heading, bars]);
    }
}
