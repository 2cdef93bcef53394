//! Who won a game of the original Kingdomino, and what broke a tie.

use kingdomino_core::original::KingdomSheet;
use kingdomino_core::original::game::*;

fn sheet(total: u32, largest_domain: u32, crowns: u32) -> KingdomSheet {
    KingdomSheet {
        domains: Vec::new(),
        middle_points: 0,
        harmony_points: 0,
        total,
        largest_domain,
        crowns,
    }
}

#[test]
fn the_total_then_the_largest_domain_then_the_crowns_decide() {
    let cases = [
        (
            vec![sheet(40, 3, 1), sheet(38, 9, 9)],
            DecidedBy::Total,
            vec![0],
        ),
        (
            vec![sheet(40, 3, 9), sheet(40, 5, 1)],
            DecidedBy::LargestDomain,
            vec![1],
        ),
        (
            vec![sheet(20, 1, 1), sheet(40, 5, 4), sheet(40, 5, 6)],
            DecidedBy::Crowns,
            vec![2],
        ),
        (
            vec![sheet(40, 5, 6), sheet(40, 5, 6)],
            DecidedBy::Shared,
            vec![0, 1],
        ),
    ];
    for (scores, decided, winners) in cases {
        assert_eq!(decided_by(&scores), decided, "{scores:?}");
        let won: Vec<usize> = winners_by(&scores).iter().map(|p| p.index()).collect();
        assert_eq!(won, winners, "{scores:?}");
    }
}
