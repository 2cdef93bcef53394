//! `score FILE`: counts a map's domains the way the end of a game does.

use std::path::Path;

use serde_json::json;

use super::{CommandError, output_lines, position, read_map};
use crate::rules::RuleSet;
use crate::rules::board::cells_of;
use crate::rules::scoring::score_sheet;

pub(super) fn run(rules: &RuleSet, path: &Path, json: bool) -> Result<String, CommandError> {
    let map = read_map(rules, path)?;
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
                let cells: Vec<_> = cells_of(domain.cells).map(|c| position(rules, c)).collect();
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

pub(super) fn plural(count: u32, one: &'static str, many: &'static str) -> &'static str {
    if count == 1 { one } else { many }
}
