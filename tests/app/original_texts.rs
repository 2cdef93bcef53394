//! The original game's How to play says what its rule set does, in every language: how many
//! dominoes each number of players uses and how many rounds that makes, and the Dynasty; and
//! its refusal to let a kingdom grow too far names both ways.

use crate::common::app::shipped_languages;
use kingdomino_core::localization::{self, Catalog, Phrase};
use kingdomino_core::original::OriginalRules;

fn catalog_of(language: &str) -> Catalog {
    let files = shipped_languages();
    let wanted = [language.parse().unwrap(), localization::english()];
    Catalog::new(&wanted, &files.0).0
}

#[test]
fn the_original_pages_give_each_set_up_s_dominoes_and_rounds_in_every_language() {
    let rules = OriginalRules::builtin();
    let mut setups: Vec<_> = (rules.player_counts())
        .filter_map(|players| rules.setup(players, false))
        .collect();
    setups.extend(rules.setup(2, true));
    assert!(setups.len() >= 4, "{setups:?}");
    for language in ["en", "es", "fr", "pl"] {
        let catalog = catalog_of(language);
        let lines = catalog.say(&Phrase::new("howto-original-lines"));
        let end = catalog.say(&Phrase::new("howto-original-end"));
        for setup in &setups {
            let dominoes = setup.dominoes.to_string();
            let rounds = (setup.dominoes / setup.line()).to_string();
            assert!(lines.contains(&dominoes), "{language}, {setup:?}: {lines}");
            assert!(end.contains(&rounds), "{language}, {setup:?}: {end}");
        }
        // The Dynasty, by the name its set-up choice gives it.
        let choice = catalog.say(&Phrase::new("original-setup-dynasty").with("value", ""));
        let name = choice.split(' ').next().unwrap_or_default();
        assert!(end.contains(name), "{language}: {name} in {end}");
    }
}

#[test]
fn a_kingdom_too_wide_or_too_tall_is_refused_in_words_naming_both() {
    let catalog = catalog_of("en");
    let said = catalog.say(&Phrase::new("original-refused-past-the-side").with("side", 5));
    assert!(said.ends_with("5 squares across or down."), "{said}");
}
