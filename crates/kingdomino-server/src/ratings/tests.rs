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
