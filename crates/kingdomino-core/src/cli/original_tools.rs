//! The original game's own part of the commands: its rule set file, its kingdoms' text format
//! (KINGDOMINO.md) and their count with the bonuses and tie-breaks, where a domino of two
//! squares may go, and its moves in words.

use std::path::Path;

use serde_json::{Value, json};

use super::game_tools::{GameTools, Powers};
use super::score::plural;
use super::{CommandError, output_lines};
use crate::kingdom::board::cells_of;
use crate::kingdom::{CoatId, Direction};
use crate::original::bits::{Wide, indices};
use crate::original::game::{DecidedBy, decided_by};
use crate::original::{
    Action, AnyGame, Domino, Kingdom, KingdomGrid, KingdomSheet, KingdomText, Original,
    OriginalRules, Square, Step, parse_kingdom, score_kingdom,
};
use crate::table::Place;

impl GameTools for Original {
    fn players_offered(rules: &OriginalRules, mighty_duel: bool) -> String {
        let counts: Vec<String> = rules
            .player_counts()
            .map(|count| count.to_string())
            .collect();
        let mighty = if mighty_duel {
            " (the Mighty Duel for 2)"
        } else {
            ""
        };
        format!(
            "the original game is for {} players{mighty}",
            counts.join(", ")
        )
    }

    fn score(
        rules: &OriginalRules,
        path: &Path,
        text: &str,
        json: bool,
    ) -> Result<String, CommandError> {
        let kingdom = read_kingdom(rules, path, text)?;
        let sheet = score_kingdom(
            &kingdom.board,
            &kingdom.map,
            rules.terrains().len(),
            kingdom.bonuses,
        );
        let terrain = |id: CoatId| rules.terrains().get(id.index());
        if json {
            let domains: Vec<_> = sheet
                .domains
                .iter()
                .map(|domain| {
                    let cells: Vec<_> = cells_of(domain.cells)
                        .map(|cell| {
                            let (row, column) = kingdom.board.row_column(cell);
                            [u32::from(row) + 1, u32::from(column) + 1]
                        })
                        .collect();
                    json!({
                        "terrain": terrain(domain.coat).map_or("?", |t| t.code.as_str()),
                        "size": domain.size,
                        "crowns": domain.crosses,
                        "points": domain.points,
                        "cells": cells,
                    })
                })
                .collect();
            let report = json!({
                "total": sheet.total,
                "largest_domain": sheet.largest_domain,
                "crowns": sheet.crowns,
                "domains": domains,
                "bonuses": {
                    "middle": kingdom.bonuses.middle.then_some(sheet.middle_points),
                    "harmony": kingdom.bonuses.harmony.then_some(sheet.harmony_points),
                },
            });
            return Ok(format!("{report}\n"));
        }
        let mut lines: Vec<String> = sheet
            .domains
            .iter()
            .map(|domain| {
                let (name, code) =
                    terrain(domain.coat).map_or(("?", "?"), |t| (t.name.as_str(), t.code.as_str()));
                format!(
                    "{:<18} {:>2} {} x {} {} = {}",
                    format!("{name} ({code})"),
                    domain.size,
                    plural(domain.size, "square", "squares"),
                    domain.crosses,
                    plural(domain.crosses, "crown", "crowns"),
                    domain.points
                )
            })
            .collect();
        if kingdom.bonuses.middle {
            lines.push(format!("Middle Kingdom: {}", sheet.middle_points));
        }
        if kingdom.bonuses.harmony {
            lines.push(format!("Harmony: {}", sheet.harmony_points));
        }
        lines.push(format!(
            "total {}, largest domain {}, crowns {}",
            sheet.total, sheet.largest_domain, sheet.crowns
        ));
        Ok(output_lines(lines))
    }

    /// The Mighty Duel's grid holds either size of kingdom: the places are found on it, and
    /// told on the file's grid (0 and below, or past its side, where the kingdom may grow).
    fn placements(
        rules: &OriginalRules,
        path: &Path,
        text: &str,
        codes: &[String; 2],
        powers: Powers,
    ) -> Result<(Vec<[[i32; 2]; 2]>, String), CommandError> {
        if powers.split || powers.ignore_connection {
            return Err(CommandError(
                "--split and --ignore-connection are the Duel's powers".into(),
            ));
        }
        let square = |code: &String| {
            rules
                .parse_square(code)
                .map_err(|problem| CommandError(format!("--domino `{code}`: {problem}")))
        };
        let domino = Domino {
            number: 0,
            squares: [square(&codes[0])?, square(&codes[1])?],
        };
        let kingdom = read_kingdom(rules, path, text)?;
        let places = places(&kingdom, &domino);
        let code = |square: Square| rules.square_code(square);
        let heading = format!(
            "{} places for {} (A) and {} (B), row and column from 1 on the file's grid (0 and \
             below, or past its side: outside it, where the kingdom may still grow):",
            places.len(),
            code(domino.squares[0]),
            code(domino.squares[1])
        );
        Ok((places, heading))
    }

    /// Dominoes by number and squares' codes, places from the castle.
    fn move_words(rules: &OriginalRules, game: &AnyGame, action: Action) -> String {
        let code = |domino: &Domino| {
            domino
                .squares
                .map(|square| format!("`{}`", rules.square_code(square)))
        };
        match (action, game.domino_to_place()) {
            (Action::Claim { slot }, _) => match game.next_line().get(usize::from(slot)) {
                Some(claimed) => {
                    let [a, b] = code(&claimed.domino);
                    format!("claim domino {} ({a} {b})", claimed.domino.number)
                }
                None => format!("claim the line's domino {}", slot + 1),
            },
            (Action::Place { first, direction }, Some(domino)) => {
                let [a, b] = code(&domino);
                let second = game.neighbour(first, direction).unwrap_or(first);
                format!(
                    "add domino {}: {a} at {}, {b} at {} (from the castle)",
                    domino.number,
                    from_castle(game, first),
                    from_castle(game, second)
                )
            }
            (_, domino) => format!(
                "discard domino {}: it fits nowhere",
                domino.map_or(0, |domino| domino.number)
            ),
        }
    }

    fn to_do(game: &AnyGame) -> &'static str {
        match game.step() {
            Step::Claim { .. } | Step::Choose { .. } => "claim a domino",
            Step::Place { .. } => "add a domino",
            Step::GameOver => "see the count",
        }
    }

    /// The share of its imagined games the move won, and what a place adds to the kingdom's
    /// domains now (the bonuses left out: they are only known at the end).
    fn why(_: &OriginalRules, game: &AnyGame, action: Action, win_share: Option<f32>) -> String {
        let mut why = match win_share {
            Some(share) => format!(
                "it won {:.0}% of the Expert's imagined games to the end",
                share * 100.0
            ),
            None => "it is the only move".to_string(),
        };
        let domains =
            |sheet: &KingdomSheet| sheet.total - sheet.middle_points - sheet.harmony_points;
        if let (Some(place), Action::Place { .. }) = (game.player_to_act(), action) {
            let mut after = game.clone();
            let before = domains(&game.scores()[place.index()]);
            if after.apply(action).is_ok() {
                why.push_str(&format!(
                    "; the kingdom's domains count {} points after it ({before} now)",
                    domains(&after.scores()[place.index()])
                ));
            }
        }
        why
    }

    fn count_facts(_: &OriginalRules, game: &AnyGame, place: Place) -> Value {
        let scores = game.scores();
        let sheet = &scores[place.index()];
        json!({ "largest_domain": sheet.largest_domain, "crowns": sheet.crowns })
    }

    fn count_words(rules: &OriginalRules, game: &AnyGame, place: Place) -> String {
        let facts = Original::count_facts(rules, game, place);
        format!(
            "largest domain {}, {} crowns",
            facts["largest_domain"], facts["crowns"]
        )
    }

    fn decided_by(_: &OriginalRules, game: &AnyGame) -> &'static str {
        match decided_by(&game.scores()) {
            DecidedBy::LargestDomain => " by the larger domain",
            DecidedBy::Crowns => " by the crowns",
            DecidedBy::Total | DecidedBy::Shared => "",
        }
    }
}

/// Reads a kingdom's text; errors name the file.
fn read_kingdom(
    rules: &OriginalRules,
    path: &Path,
    text: &str,
) -> Result<KingdomText, CommandError> {
    parse_kingdom(rules, text).map_err(|error| CommandError(format!("{}: {error}", path.display())))
}

/// A square of the kingdoms' grid by its row and column from the castle's.
fn from_castle(game: &AnyGame, square: u32) -> String {
    let (row, column) = game.row_column(square);
    let (castle_row, castle_column) = game.row_column(game.castle());
    format!(
        "row {:+} column {:+}",
        i32::from(row) - i32::from(castle_row),
        i32::from(column) - i32::from(castle_column)
    )
}

/// Every place for `domino`, each square's (row, column) on the text's grid counted from 1,
/// sorted.
fn places(text: &KingdomText, domino: &Domino) -> Vec<[[i32; 2]; 2]> {
    let side = text.board.rows();
    let Some(grid) = KingdomGrid::<Wide>::new(side) else {
        return Vec::new();
    };
    let Some(kingdom) = Kingdom::from_text(&grid, text) else {
        return Vec::new();
    };
    let (castle_row, castle_column) = text.board.row_column(text.board.castle());
    let middle = i32::from(side) - 1;
    let on_text = |square: u32| {
        let (row, column) = grid.row_column(square);
        [
            i32::from(row) - middle + i32::from(castle_row) + 1,
            i32::from(column) - middle + i32::from(castle_column) + 1,
        ]
    };
    let mut found: Vec<[[i32; 2]; 2]> = Direction::CLOCKWISE
        .iter()
        .zip(kingdom.placements(&grid, domino))
        .flat_map(|(&direction, firsts)| {
            indices(firsts).map(move |first| (first, grid.step(first, direction)))
        })
        .map(|(first, second)| [on_text(first), on_text(second)])
        .collect();
    found.sort();
    found
}
