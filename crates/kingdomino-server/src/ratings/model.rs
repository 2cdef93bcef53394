//! The rating models: Glicko-2 between two players, Weng-Lin for three and four, on one scale
//! (a new player 1500 with a deviation of 350). Weng-Lin's own scale (25, with 25/3) is mapped
//! onto it, so a player's rating means the same whichever model moved it last.

use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};

use super::PlayerRecord;
use kingdomino_core::online::ratings::STARTING_RATING;

pub const STARTING_DEVIATION: f64 = 350.0;
pub const STARTING_VOLATILITY: f64 = 0.06;

/// Weng-Lin's rating of 25 is our 1500, its uncertainty of 25/3 our deviation of 350; one
/// scale maps both, so a point of rating weighs the same against a deviation in either model.
const WENG_LIN_START: f64 = 25.0;
const WENG_LIN_SCALE: f64 = STARTING_DEVIATION / (WENG_LIN_START / 3.0);

/// The players' records after a game where each finished at `ranks` (1 the winners; equal
/// ranks share a place); only the ratings change here.
pub fn rated(players: &[PlayerRecord], ranks: &[usize]) -> Vec<PlayerRecord> {
    match (players, ranks) {
        ([one, two], [first, second]) => {
            let outcome = match first.cmp(second) {
                std::cmp::Ordering::Less => Outcomes::WIN,
                std::cmp::Ordering::Greater => Outcomes::LOSS,
                std::cmp::Ordering::Equal => Outcomes::DRAW,
            };
            let (one_after, two_after) =
                glicko2(&glicko(one), &glicko(two), &outcome, &Glicko2Config::new());
            vec![with_glicko(one, one_after), with_glicko(two, two_after)]
        }
        _ => {
            let teams: Vec<[WengLinRating; 1]> =
                players.iter().map(|player| [weng_lin(player)]).collect();
            let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
                .iter()
                .zip(ranks)
                .map(|(team, &rank)| (&team[..], MultiTeamOutcome::new(rank)))
                .collect();
            weng_lin_multi_team(&ranked, &WengLinConfig::new())
                .into_iter()
                .zip(players)
                .map(|(team, player)| PlayerRecord {
                    rating: f64::from(STARTING_RATING)
                        + (team[0].rating - WENG_LIN_START) * WENG_LIN_SCALE,
                    deviation: team[0].uncertainty * WENG_LIN_SCALE,
                    ..player.clone()
                })
                .collect()
        }
    }
}

fn glicko(player: &PlayerRecord) -> Glicko2Rating {
    Glicko2Rating {
        rating: player.rating,
        deviation: player.deviation,
        volatility: player.volatility,
    }
}

fn with_glicko(player: &PlayerRecord, rating: Glicko2Rating) -> PlayerRecord {
    PlayerRecord {
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
        ..player.clone()
    }
}

fn weng_lin(player: &PlayerRecord) -> WengLinRating {
    WengLinRating {
        rating: WENG_LIN_START + (player.rating - f64::from(STARTING_RATING)) / WENG_LIN_SCALE,
        uncertainty: player.deviation / WENG_LIN_SCALE,
    }
}
