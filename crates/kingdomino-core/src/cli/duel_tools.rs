//! The Duel's own part of the commands: its rule set file, its maps' text format (RULES.md)
//! and their count, where a domino of two dice faces may be drawn, and its moves in words.

use std::path::Path;

use serde_json::{Value, json};

use super::game_tools::{GameTools, Powers};
use super::score::plural;
use super::{CommandError, output_lines};
use crate::ai::advice::explain;
use crate::duel::map::PowerUse;
use crate::duel::map_text::{MapText, parse_map};
use crate::duel::scoring::{Outcome, outcome, score_sheet};
use crate::duel::{Action, Duel, Face, GameState, PlacementPowers, RuleSet, SeatNumber, Step};
use crate::kingdom::Cell;
use crate::kingdom::board::cells_of;
use crate::localization::{built_in_catalog, names};
use crate::table::Place;

impl GameTools for Duel {
    fn players_offered(_: &RuleSet, _: bool) -> String {
        "the Duel is for 2 players".into()
    }

    fn score(rules: &RuleSet, path: &Path, text: &str, json: bool) -> Result<String, CommandError> {
        let map = read_map(rules, path, text)?;
        let sheet = score_sheet(rules, &map.map, map.bonus_coat);
        let code = |coat| rules.coat(coat).map_or("?", |c| c.code.as_str());
        let bonus_domains = sheet
            .bonus_coat
            .map(|coat| sheet.domains.iter().filter(|d| d.coat == coat).count());
        if json {
            let domains: Vec<_> = sheet
                .domains
                .iter()
                .map(|domain| {
                    let cells: Vec<_> =
                        cells_of(domain.cells).map(|c| position(rules, c)).collect();
                    json!({
                        "coat": code(domain.coat),
                        "size": domain.size,
                        "crosses": domain.crosses,
                        "points": domain.points,
                        "cells": cells,
                    })
                })
                .collect();
            let bonus = sheet.bonus_coat.map(|coat| {
                json!({"coat": code(coat), "domains": bonus_domains, "points": sheet.bonus_points})
            });
            let report = json!({
                "total": sheet.total,
                "largest_domain": sheet.largest_domain,
                "domains": domains,
                "bonus": bonus,
            });
            return Ok(format!("{report}\n"));
        }
        let mut lines = Vec::new();
        for domain in &sheet.domains {
            let name = rules.coat(domain.coat).map_or("?", |c| c.name.as_str());
            lines.push(format!(
                "{:<18} {:>2} {} x {} {} = {}",
                format!("{name} ({})", code(domain.coat)),
                domain.size,
                plural(domain.size, "square", "squares"),
                domain.crosses,
                plural(domain.crosses, "cross", "crosses"),
                domain.points
            ));
        }
        if let (Some(coat), Some(domains)) = (sheet.bonus_coat, bonus_domains) {
            lines.push(format!(
                "bonus `{}`: {domains} {} x 3 = {}",
                code(coat),
                plural(domains as u32, "domain", "domains"),
                sheet.bonus_points
            ));
        }
        lines.push(format!(
            "total {}, largest domain {}",
            sheet.total, sheet.largest_domain
        ));
        Ok(output_lines(lines))
    }

    fn placements(
        rules: &RuleSet,
        path: &Path,
        text: &str,
        [a, b]: &[String; 2],
        powers: Powers,
    ) -> Result<(Vec<[[i32; 2]; 2]>, String), CommandError> {
        let face = |code: &str| {
            rules
                .parse_face(code)
                .map_err(|error| CommandError(format!("--domino `{code}`: {error}")))
        };
        let (face_a, face_b) = (face(a)?, face(b)?);
        let map = read_map(rules, path, text)?.map;
        let board = rules.board();
        // A joker connects wherever some coat choice would.
        let connecting = [face_a, face_b].map(|face| map.connecting_cells(board, face.coat()));
        let powers = PlacementPowers {
            ignore_connection: powers.ignore_connection,
            separate: powers.split,
        };
        let mut places: Vec<[[i32; 2]; 2]> = Vec::new();
        map.for_each_placement(
            board,
            connecting,
            powers,
            PowerUse::Allowed,
            |first, second| {
                places.push([first, second].map(|cell| position(rules, cell).map(|n| n as i32)))
            },
        );
        places.sort();
        let heading = format!(
            "{} placements of {} (A) and {} (B), row and column from 1:",
            places.len(),
            rules.face_code(face_a),
            rules.face_code(face_b)
        );
        Ok((places, heading))
    }

    /// Dice by number and face code, squares by row and column from 1.
    fn move_words(rules: &RuleSet, state: &GameState, action: Action) -> String {
        let seat = state.to_act().unwrap_or(SeatNumber::FIRST);
        let shown = |die: u8| {
            state
                .shown_face(rules, die)
                .map_or("?".to_string(), |face| rules.face_code(face))
        };
        let held = |slot: u8| -> String {
            state.player(seat).domino[usize::from(slot % 2)].map_or("?".to_string(), |die| {
                rules.face_code(GameState::face_of(rules, die))
            })
        };
        let square = |cell: Cell| {
            let [row, column] = position(rules, cell);
            format!("row {row} column {column}")
        };
        let coat = |coat| format!("`{}`", rules.face_code(Face::Coat { coat, crosses: 0 }));
        match action {
            Action::TakeDie { die } => format!("take die {} (`{}`)", die + 1, shown(die)),
            Action::TakeTwoDice { dice: [a, b] } => format!(
                "take dice {} and {} (`{}`, `{}`)",
                a + 1,
                b + 1,
                shown(a),
                shown(b)
            ),
            Action::CastleBonus { slot } => format!(
                "put the castle bonus's cross on your die {} (`{}`)",
                slot + 1,
                held(slot)
            ),
            Action::TurnDie { slot, face } => {
                let turned = state
                    .player(seat)
                    .turned_face(rules, slot, face)
                    .map_or("?".to_string(), |face| rules.face_code(face));
                format!(
                    "turn your die {} (`{}`) to `{turned}`",
                    slot + 1,
                    held(slot)
                )
            }
            Action::Draw(drawing) => {
                let mut told = format!(
                    "draw `{}` on {} and `{}` on {}",
                    held(0),
                    square(drawing.cells[0]),
                    held(1),
                    square(drawing.cells[1])
                );
                if drawing.powers.ignore_connection {
                    told.push_str(", unconnected (the `d` power)");
                }
                if drawing.powers.separate {
                    told.push_str(", the dice apart (the `s` power)");
                }
                told
            }
            Action::ChooseJokerCoat { coat: chosen } => {
                format!("give the joker the coat {}", coat(chosen))
            }
            Action::Pass => "pass".to_string(),
            Action::ChooseBonusCoat { coat: chosen } => {
                format!("take {} for the domain bonus", coat(chosen))
            }
            Action::PlaceCross { cell } => format!("put the extra cross on {}", square(cell)),
        }
    }

    fn to_do(state: &GameState) -> &'static str {
        match state.step() {
            Step::Draft { .. } => "take a die",
            Step::Fill { .. } => "draw the domino",
            Step::ChooseJokerCoat { .. } => "choose a joker's coat",
            Step::ApplyPower { .. } => "use a new power",
            Step::GameOver => "see the count",
        }
    }

    /// The table's hint's words: the points the move adds, the spellbook line it brings
    /// nearer, the crosses of the die it takes.
    fn why(rules: &RuleSet, state: &GameState, action: Action, win_share: Option<f32>) -> String {
        let advice = explain(rules, state, action, win_share);
        built_in_catalog().say(&names::advice_why(rules, &advice))
    }

    fn count_facts(rules: &RuleSet, state: &GameState, place: Place) -> Value {
        let largest = SeatNumber::try_from(place)
            .ok()
            .map(|seat| state.scores(rules)[seat].largest_domain);
        json!({ "largest_domain": largest })
    }

    fn count_words(rules: &RuleSet, state: &GameState, place: Place) -> String {
        let facts = Duel::count_facts(rules, state, place);
        format!("largest domain {}", facts["largest_domain"])
    }

    fn decided_by(rules: &RuleSet, state: &GameState) -> &'static str {
        match outcome(state.scores(rules)) {
            Outcome::Winner {
                by_tie_break: true, ..
            } => " by the larger domain",
            _ => "",
        }
    }
}

/// Reads a map's text; errors name the file and line.
fn read_map(rules: &RuleSet, path: &Path, text: &str) -> Result<MapText, CommandError> {
    parse_map(rules, text).map_err(|error| CommandError(format!("{}:{error}", path.display())))
}

/// 1-based (row, column) of a cell, as players count.
fn position(rules: &RuleSet, cell: Cell) -> [u32; 2] {
    let (row, column) = rules.board().row_column(cell);
    [u32::from(row) + 1, u32::from(column) + 1]
}
