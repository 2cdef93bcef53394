//! The models move ratings the right way: the winner up, the loser down, four players in
//! their order.

use super::*;

fn new_player() -> PlayerRecord {
    PlayerRecord::new("P", "TAG2")
}

#[test]
fn the_winner_gains_and_four_players_end_in_their_order() {
    let after = rated(&[new_player(), new_player()], &[1, 2]);
    assert!(
        after[0].rating > 1500.0 && after[1].rating < 1500.0,
        "{after:?}"
    );
    assert!((after[0].rating - 1500.0 - (1500.0 - after[1].rating)).abs() < 1e-6);
    assert!(after[0].deviation < model::STARTING_DEVIATION);
    let drawn = rated(&[new_player(), new_player()], &[1, 1]);
    assert!((drawn[0].rating - 1500.0).abs() < 1e-6, "{drawn:?}");
    let four = rated(
        &[new_player(), new_player(), new_player(), new_player()],
        &[3, 1, 4, 2],
    );
    let order: Vec<f64> = [1, 3, 0, 2].iter().map(|&at| four[at].rating).collect();
    assert!(order.windows(2).all(|pair| pair[0] > pair[1]), "{four:?}");
    assert!(
        four.iter()
            .all(|player| player.deviation < model::STARTING_DEVIATION)
    );
}

/// Weng-Lin moves a rating on the scale of its deviation, as Glicko-2 does: it depends only on
/// the players' differences and uncertainties, so its change, read on our scale, is its own
/// change times the one scale (350 points to its uncertainty of 25/3), wherever players stand.
#[test]
fn weng_lin_moves_a_rating_as_far_as_its_deviation_says() {
    use skillratings::MultiTeamOutcome;
    use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
    let scale = model::STARTING_DEVIATION / (25.0 / 3.0);
    let players: Vec<PlayerRecord> = [(1500.0, 350.0), (1720.0, 180.0), (1310.0, 260.0)]
        .into_iter()
        .map(|(rating, deviation)| PlayerRecord {
            rating,
            deviation,
            ..new_player()
        })
        .collect();
    let ranks = [2, 3, 1];
    let after = rated(&players, &ranks);
    let own: Vec<[WengLinRating; 1]> = players
        .iter()
        .map(|player| {
            [WengLinRating {
                rating: player.rating / scale,
                uncertainty: player.deviation / scale,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = own
        .iter()
        .zip(ranks)
        .map(|(team, rank)| (&team[..], MultiTeamOutcome::new(rank)))
        .collect();
    let moved = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    for ((before, after), (own, moved)) in players.iter().zip(&after).zip(own.iter().zip(moved)) {
        let expected = (moved[0].rating - own[0].rating) * scale;
        assert!(
            (after.rating - before.rating - expected).abs() < 1e-6,
            "{before:?} moved to {after:?}, Weng-Lin says by {expected}"
        );
        assert!((after.deviation - moved[0].uncertainty * scale).abs() < 1e-6);
    }
}
