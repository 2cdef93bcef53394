//! The words of How to play's pictures: captions, the count under a map and who wins.

use kingdomino_core::duel::{Outcome, RuleSet};
use kingdomino_core::how_to_play::{Caption, Count, Role};
use kingdomino_core::localization::{Phrase, names};

pub(super) fn caption_phrase(caption: Caption) -> Option<Phrase> {
    Some(match caption {
        Caption::None => return None,
        Caption::Coats => Phrase::new("howto-caption-coats"),
        Caption::Die(number) => Phrase::new("howto-caption-die").with("number", number),
        Caption::Roll => Phrase::new("howto-caption-roll"),
        Caption::DiceOf(player) => {
            Phrase::new("howto-caption-dice-of").with("role", role_letter(player))
        }
        Caption::MapOf(player) => {
            Phrase::new("howto-caption-map-of").with("role", role_letter(player))
        }
        Caption::Before => Phrase::new("howto-caption-before"),
        Caption::After => Phrase::new("howto-caption-after"),
        Caption::Allowed => Phrase::new("howto-caption-allowed"),
        Caption::Refused => Phrase::new("howto-caption-refused"),
    })
}

pub(super) fn role_letter(role: Role) -> &'static str {
    match role {
        Role::A => "A",
        Role::B => "B",
    }
}

pub(super) fn count_phrase(count: &Count, rules: &RuleSet) -> Phrase {
    match count {
        Count::Sheet(sheet) => {
            let mut lines: Vec<Phrase> = sheet
                .domains
                .iter()
                .map(|domain| names::domain_count(rules, domain))
                .collect();
            if let Some(coat) = sheet.bonus_coat {
                lines.push(names::bonus_count(rules, coat, sheet.bonus_points));
            }
            lines.push(Phrase::new("count-total").with("points", sheet.total));
            Phrase::lines(lines)
        }
        Count::Summary(summary) => Phrase::lines(vec![
            Phrase::new("count-total").with("points", summary.total),
            Phrase::new("howto-largest-domain").with("squares", summary.largest_domain),
        ]),
    }
}

pub(super) fn outcome_phrase(outcome: Outcome) -> Phrase {
    match outcome {
        Outcome::Winner {
            player,
            by_tie_break,
        } => Phrase::new(if by_tie_break {
            "howto-wins-by-tie-break"
        } else {
            "howto-wins"
        })
        .with("role", role_letter(Role::of_seat(player))),
        Outcome::Draw => Phrase::new("howto-draw"),
    }
}
