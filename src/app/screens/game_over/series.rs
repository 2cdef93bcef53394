//! The game over of a game of a series (the original game's Dynasty): who leads or has won the
//! series on the summed totals, each game's totals beside the sum, and its next game.

use bevy::prelude::*;

use crate::app::table::{Match, TableApp};
use crate::app::theme;
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::{Place, Standings, series_standings};

/// Each game of the match's series so far, this one last, when it is one of a series.
pub(super) fn series_games<G: TableApp>(game: &Match<G>) -> Option<Vec<Standings>> {
    let record = game.record();
    if record.series_length() == 1 {
        return None;
    }
    // The match was set up from this record, so its earlier games play again.
    let mut games = record.earlier_standings(&game.rules).ok()?;
    games.push(G::standings(&game.rules, game.state()));
    Some(games)
}

/// Who has won the series, or leads it after this game, with how many points in all; and when
/// the sums are level, that the games won decided.
pub(super) fn series_verdict<G: TableApp>(game: &Match<G>, games: &[Standings]) -> Vec<Phrase> {
    let summed = series_standings(games);
    let record = game.record();
    let last = record.game_in_series() == record.series_length();
    let points = summed.winners.first().map_or(0, |&winner| {
        summed.totals.get(winner.index()).copied().unwrap_or(0) as usize
    });
    let said = match (summed.winners.as_slice(), last) {
        ([one], true) => game.about("dynasty-winner", *one),
        ([one], false) => game.about("dynasty-leader", *one),
        (several, _) => Phrase::new(if last {
            "dynasty-shared-win"
        } else {
            "dynasty-shared-lead"
        })
        .with(
            "names",
            Phrase::list(several.iter().map(|&place| game.seat_name(place)).collect()),
        ),
    };
    let level_on_points = summed
        .totals
        .iter()
        .filter(|&&total| total as usize == points)
        .count();
    let decided_by_games =
        (level_on_points > summed.winners.len()).then(|| Phrase::new("dynasty-by-games-won"));
    std::iter::once(
        said.with("points", points)
            .with("game", record.game_in_series())
            .with("games", record.series_length()),
    )
    .chain(decided_by_games)
    .collect()
}

/// A row a player: their name, each game's total (a dash for a game still to come), the sum;
/// `gap` between the columns.
pub(super) fn spawn_series_table<G: TableApp>(
    commands: &mut Commands,
    (parent, gap): (Entity, f32),
    game: &Match<G>,
    games: &[Standings],
) {
    let length = game.record().series_length();
    let summed = series_standings(games);
    let table = commands
        .spawn((
            Name::new("Series scores"),
            ChildOf(parent),
            Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::auto(length as u16 + 2),
                column_gap: px(gap),
                row_gap: px(2),
                justify_items: JustifyItems::End,
                ..default()
            },
        ))
        .id();
    let cell = |commands: &mut Commands, phrase: Phrase, colour: Color| {
        commands.spawn((ChildOf(table), theme::coloured_label(phrase, 16.0, colour)));
    };
    cell(commands, Phrase::Empty, theme::MUTED);
    for number in 1..=length {
        cell(
            commands,
            Phrase::new("dynasty-game").with("number", number),
            theme::MUTED,
        );
    }
    cell(commands, Phrase::new("dynasty-in-all"), theme::MUTED);
    for place in Place::all(game.seats.len()) {
        let total = |standings: &Standings| {
            let points = standings.totals.get(place.index()).copied().unwrap_or(0);
            Phrase::verbatim(points.to_string())
        };
        cell(commands, game.short_seat_name(place), theme::INK);
        for number in 0..length {
            let said = games.get(number).map_or(Phrase::verbatim("–"), total);
            cell(commands, said, theme::INK);
        }
        cell(commands, total(&summed), theme::INK);
    }
}
