//! `score --game kingdomino FILE`: counts a kingdom of the original game the way the end of a
//! game does, domain by domain, with the options' bonuses and the tie-breaks.

use std::path::Path;

use serde_json::json;

use super::score::plural;
use super::{CommandError, output_lines, read_file};
use crate::original::{OriginalRules, parse_kingdom, score_kingdom};
use crate::rules::board::cells_of;

pub(super) fn run(rules: &OriginalRules, path: &Path, json: bool) -> Result<String, CommandError> {
    let text = read_file(path)?;
    let kingdom =
        parse_kingdom(rules, &text).map_err(|error| format!("{}: {error}", path.display()))?;
    let sheet = score_kingdom(
        &kingdom.board,
        &kingdom.map,
        rules.terrains().len(),
        kingdom.bonuses,
    );
    let terrain = |id: crate::rules::ruleset::CoatId| rules.terrains().get(id.index());
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
