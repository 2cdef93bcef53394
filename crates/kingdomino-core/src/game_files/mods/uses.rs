//! Whether the game uses what a mod brings: each file by its path (the game's own files, the
//! pictures of the coats and terrains the rules played have, documents for people, languages),
//! a rule set a later mod's replaces, and the coats and terrains left without a picture.

use super::{Mod, Problem};
use crate::duel::RuleSet;
use crate::game_files::{asset_paths, base_assets};
use crate::kingdom::Coat;
use crate::localization;
use crate::original::OriginalRules;

impl Mod {
    /// Warnings about what this mod brings that the game, playing `rules` and `original` for the
    /// original game (this mod's own where `plays` says so), will not use.
    pub(super) fn check_use(
        &mut self,
        (rules, original): (&RuleSet, &OriginalRules),
        has_file: &dyn Fn(&str) -> bool,
        plays: PlaysItsRules,
    ) {
        let coat_images: Vec<String> = rules
            .coats()
            .iter()
            .map(|coat| asset_paths::coat_image(&coat.code))
            .collect();
        let terrain_images: Vec<String> = original
            .terrains()
            .iter()
            .map(|terrain| asset_paths::terrain_image(&terrain.code))
            .collect();
        for name in self.files.keys() {
            let used = base_assets::has(name)
                || coat_images.contains(name)
                || terrain_images.contains(name)
                || is_mod_document(name)
                || localization::language_of_path(name).is_some();
            if !used {
                self.problems.push(Problem::warning(
                    name.clone(),
                    "replaces no file the game uses: check its folder and name against assets/",
                ));
            }
        }
        if self.rules.is_some() && !plays.duel {
            self.problems.push(Problem::warning(
                asset_paths::RULES,
                "is not played: a mod after this one brings a rule set too, and the last one wins",
            ));
        }
        if plays.duel {
            self.warn_without_pictures(
                asset_paths::RULES,
                "coat",
                rules.coats(),
                &coat_images,
                has_file,
            );
        }
        if plays.original {
            let terrains = original.terrains();
            self.warn_without_pictures(
                asset_paths::ORIGINAL_RULES,
                "terrain",
                terrains,
                &terrain_images,
                has_file,
            );
        }
    }

    /// A warning on `rules_file` for each of its pieces (coats, terrains) with no picture.
    fn warn_without_pictures(
        &mut self,
        rules_file: &str,
        kind: &str,
        pieces: &[Coat],
        images: &[String],
        has_file: &dyn Fn(&str) -> bool,
    ) {
        for (piece, image) in pieces.iter().zip(images) {
            if !has_file(image) {
                self.problems.push(Problem::warning(
                    rules_file,
                    format!(
                        "the {kind} `{}` ({}) has no picture {image}: the game draws a stand-in with its code",
                        piece.code, piece.name
                    ),
                ));
            }
        }
    }
}

/// Which of its rule sets the game plays from a mod: the last mod that brings each.
#[derive(Clone, Copy, Debug)]
pub(super) struct PlaysItsRules {
    pub(super) duel: bool,
    pub(super) original: bool,
}

/// A read-me, licence or credits at a mod's top: for people, not for the game.
fn is_mod_document(name: &str) -> bool {
    let upper = name.to_ascii_uppercase();
    !name.contains('/')
        && [
            "README",
            "LICENSE",
            "LICENCE",
            "CREDITS",
            "COPYING",
            "CHANGELOG",
        ]
        .iter()
        .any(|document| upper.starts_with(document))
}
