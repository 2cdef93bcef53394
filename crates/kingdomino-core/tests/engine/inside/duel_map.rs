//! The map's masks checked square by square.

use kingdomino_core::duel::RuleSet;
use kingdomino_core::duel::map::*;
use kingdomino_core::kingdom::board::cells_of;
use kingdomino_core::kingdom::{Board, Cell, CoatId, Map};

fn pairs(
    map: &Map,
    board: &Board,
    connecting: [u64; 2],
    powers: PlacementPowers,
) -> Vec<(Cell, Cell)> {
    let mut fast = Vec::new();
    map.for_each_placement(board, connecting, powers, PowerUse::Allowed, |a, b| {
        fast.push((a, b))
    });
    fast.sort();
    fast
}

#[test]
fn mask_placements_agree_with_the_pairwise_rule() {
    let rules = RuleSet::builtin();
    let board = rules.board();
    let mut map = Map::default();
    map.draw(board.cell(2, 4).unwrap(), CoatId(0), 0);
    map.draw(board.cell(2, 5).unwrap(), CoatId(1), 1);
    map.draw(board.cell(1, 1).unwrap(), CoatId(1), 0);
    for coats in [
        [Some(CoatId(0)), Some(CoatId(1))],
        [None, Some(CoatId(2))],
        [Some(CoatId(3)), Some(CoatId(3))],
    ] {
        let connecting = coats.map(|coat| map.connecting_cells(board, coat));
        let mut slow = Vec::new();
        for a in cells_of(board.all_cells()) {
            for b in cells_of(board.all_cells()) {
                let none = PlacementPowers::NONE;
                if map.permits(board, connecting, none, PowerUse::Allowed, [a, b]) {
                    slow.push((a, b));
                }
            }
        }
        assert_eq!(pairs(&map, board, connecting, PlacementPowers::NONE), slow);
    }
}

#[test]
fn counted_placements_match_the_visited_ones_for_every_power() {
    let rules = RuleSet::builtin();
    let board = rules.board();
    let mut map = Map::default();
    for (row, column, coat) in [(2, 4, 0), (2, 5, 1), (1, 1, 1), (4, 6, 0), (0, 3, 2)] {
        map.draw(board.cell(row, column).unwrap(), CoatId(coat), 0);
    }
    for coats in [
        [Some(CoatId(0)), Some(CoatId(1))],
        [None, Some(CoatId(2))],
        [Some(CoatId(1)), Some(CoatId(1))],
    ] {
        let connecting = coats.map(|coat| map.connecting_cells(board, coat));
        for (ignore_connection, separate) in
            [(false, false), (true, false), (false, true), (true, true)]
        {
            let powers = PlacementPowers {
                ignore_connection,
                separate,
            };
            for power_use in [PowerUse::Allowed, PowerUse::Needed] {
                let mut visited = Vec::new();
                map.for_each_placement(board, connecting, powers, power_use, |a, b| {
                    visited.push((a, b))
                });
                assert_eq!(
                    map.count_placements(board, connecting, powers, power_use),
                    visited.len()
                );
                for (index, &pair) in visited.iter().enumerate() {
                    assert_eq!(
                        map.nth_placement(board, connecting, powers, power_use, index),
                        Some(pair)
                    );
                }
            }
        }
    }
}

#[test]
fn crosses_count_up_per_square() {
    let board = RuleSet::builtin().board().to_owned();
    let mut map = Map::default();
    let cell = board.cell(0, 0).unwrap();
    map.draw(cell, CoatId(5), 2);
    map.add_cross(cell);
    assert_eq!(map.crosses_at(cell), 3);
    assert_eq!(map.crosses_in(board.all_cells()), 3);
    assert_eq!(map.coat_at(cell), Some(CoatId(5)));
}
