//! The phrases that name the game's own things: computer levels, coats, powers, domains, the
//! reasons the engine gives for refusing an action and the Expert's reasons for a move.

use crate::ai::Level;
use crate::ai::advice::{Advice, Reason};
use crate::duel::{ActionError, Power, RuleSet};
use crate::kingdom::{Coat, CoatId, Domain};
use crate::localization::Phrase;
use crate::original::{self, OriginalRules};

/// The level's name as a player reads it in a menu.
pub fn level(level: Level) -> Phrase {
    Phrase::new(match level {
        Level::Random => "level-random",
        Level::Easy => "level-easy",
        Level::Normal => "level-normal",
        Level::Expert => "level-expert",
    })
}

/// A coat of arms' name: the language's where it has one (`coat-b`), else the rule set's.
pub fn coat(rules: &RuleSet, coat: CoatId) -> Phrase {
    named("coat", rules.coat(coat))
}

/// A terrain of the original game: the language's name where it has one (`terrain-w`), else
/// the rule set's.
pub fn terrain(rules: &OriginalRules, terrain: CoatId) -> Phrase {
    named("terrain", rules.terrains().get(terrain.index()))
}

/// A kind of square's name in the language, by its code under `kind`, or as its rule set
/// names it.
fn named(kind: &str, coat: Option<&Coat>) -> Phrase {
    Phrase::Named {
        id: format!("{kind}-{}", coat.map_or("", |coat| coat.code.as_str())),
        otherwise: coat.map_or("?", |coat| coat.name.as_str()).to_string(),
    }
}

/// What the power does, in the few words a player reads on the spellbook.
pub fn power(power: Power) -> Phrase {
    Phrase::new(match power {
        Power::IgnoreConnection => "power-ignore-connection",
        Power::SeparateDice => "power-separate-dice",
        Power::TakeTwoDice => "power-take-two-dice",
        Power::TurnDie => "power-turn-die",
        Power::DomainBonus => "power-domain-bonus",
        Power::ExtraCross => "power-extra-cross",
    })
}

/// Why the original game's engine refused an action, as [`refusal`] says the Duel's.
pub fn original_refusal(error: &original::ActionError) -> Phrase {
    Phrase::new(match error {
        original::ActionError::NotNow => "refusal-not-now",
        original::ActionError::TakenOrMissing => "refusal-domino-taken",
        original::ActionError::DoesNotFit => "refusal-domino-does-not-fit",
        original::ActionError::MustPlace => "refusal-domino-must-go",
    })
}

/// Why the engine refused an action, as the player reads it after their name.
pub fn refusal(error: &ActionError) -> Phrase {
    match error {
        ActionError::GameOver => Phrase::new("refusal-game-over"),
        ActionError::NotNow => Phrase::new("refusal-not-now"),
        ActionError::NoSuchDie => Phrase::new("refusal-no-such-die"),
        ActionError::DieAlreadyTaken => Phrase::new("refusal-die-taken"),
        ActionError::SameDieTwice => Phrase::new("refusal-same-die-twice"),
        ActionError::DiceOutOfOrder => Phrase::new("refusal-dice-out-of-order"),
        ActionError::NoSuchSlot => Phrase::new("refusal-no-such-slot"),
        ActionError::NoSuchFace => Phrase::new("refusal-no-such-face"),
        ActionError::SameFace => Phrase::new("refusal-same-face"),
        ActionError::LookNamedEarlier => Phrase::new("refusal-look-named-earlier"),
        ActionError::UnknownCoat => Phrase::new("refusal-unknown-coat"),
        ActionError::CastleBonusUsed => Phrase::new("refusal-castle-bonus-used"),
        ActionError::PowerUnavailable(used) => {
            Phrase::new("refusal-power-unavailable").with("power", power(*used))
        }
        ActionError::OffMap => Phrase::new("refusal-off-map"),
        ActionError::CastleSquare => Phrase::new("refusal-castle-square"),
        ActionError::SquareNotEmpty => Phrase::new("refusal-square-not-empty"),
        ActionError::SquareNotDrawn => Phrase::new("refusal-square-not-drawn"),
        ActionError::JokerCoatNotConnected => Phrase::new("refusal-joker-not-connected"),
        ActionError::SquaresNotTouching => Phrase::new("refusal-not-touching"),
        ActionError::NotConnected => Phrase::new("refusal-not-connected"),
        ActionError::SeparateSquareNotConnected { slot } => {
            Phrase::new("refusal-separate-not-connected").with("die", slot + 1)
        }
        ActionError::PowerNotNeeded(unneeded) => {
            Phrase::new("refusal-power-not-needed").with("power", power(*unneeded))
        }
        ActionError::MustDraw => Phrase::new("refusal-must-draw"),
        ActionError::MustUseKeptPower => Phrase::new("refusal-must-use-kept-power"),
        ActionError::NothingToDraw => Phrase::new("refusal-nothing-to-draw"),
    }
}

/// A domain's line in a count: its coat, squares, crosses and points.
pub fn domain_count(rules: &RuleSet, domain: &Domain) -> Phrase {
    Phrase::new("count-domain")
        .with("coat", coat(rules, domain.coat))
        .with("squares", domain.size)
        .with("crosses", domain.crosses)
        .with("points", domain.points)
}

/// The `b` power's line in a count.
pub fn bonus_count(rules: &RuleSet, bonus_coat: CoatId, points: u32) -> Phrase {
    Phrase::new("count-bonus")
        .with("coat", coat(rules, bonus_coat))
        .with("points", points)
}

/// Why a hinted move is good, on one line: its reasons, then how often it won the Expert's
/// imagined games.
pub fn advice_why(rules: &RuleSet, advice: &Advice) -> Phrase {
    let mut parts: Vec<Phrase> = advice
        .reasons
        .iter()
        .map(|reason| advice_reason(rules, reason))
        .collect();
    if let Some(share) = advice.win_share {
        parts.push(Phrase::new("why-win-share").with("percent", (share * 100.0).round() as i64));
    }
    if parts.is_empty() {
        parts.push(Phrase::new("why-only-move"));
    }
    Phrase::dotted(parts)
}

fn advice_reason(rules: &RuleSet, reason: &Reason) -> Phrase {
    match *reason {
        Reason::Points(points) if points < 0 => {
            Phrase::new("why-points-lost").with("points", -i64::from(points))
        }
        Reason::Points(points) => Phrase::new("why-points-gained").with("points", points),
        Reason::LineNearPower {
            coat: line_coat,
            power: gained,
            squares_left,
        } => Phrase::new("why-line-near-power")
            .with("coat", coat(rules, line_coat))
            .with("squares", squares_left)
            .with("power", power(gained)),
        Reason::Crosses {
            coat: die_coat,
            crosses,
        } => Phrase::new("why-crosses")
            .with("coat", coat(rules, die_coat))
            .with("crosses", crosses),
        Reason::Joker => Phrase::new("why-joker"),
        Reason::KeepsPowers => Phrase::new("why-keeps-powers"),
    }
}
