use kingdomino_core::kingdom::coats::MAX_COATS;
use kingdomino_core::kingdom::{CoatId, Direction};
use kingdomino_core::original::bits::Wide;
use kingdomino_core::original::bits::{Bits, indices};
use kingdomino_core::original::kingdom::*;
use kingdomino_core::original::kingdom_text::parse_kingdom;
use kingdomino_core::original::rule_set::OriginalRules;
use kingdomino_core::original::scoring::score_kingdom;
use kingdomino_core::original::{Bonuses, Domino};
use kingdomino_core::rng::splitmix64;

/// Where a domino may go, found square by square from the page's words, to hold the sets to.
fn placements_by_hand<B: Bits>(
    grid: &KingdomGrid<B>,
    kingdom: &Kingdom<B>,
    domino: &Domino,
) -> Vec<(u32, Direction)> {
    let span = i32::from(grid.span());
    let side = i32::from(grid.side());
    let castle = grid.castle();
    let laid: Vec<u32> = indices(kingdom.filled()).collect();
    let terrain_at = |at: u32| {
        (0..MAX_COATS as u8)
            .map(CoatId)
            .find(|&terrain| !(kingdom.terrain_set(terrain) & B::bit(at)).is_empty())
    };
    let position = |at: u32| (at as i32 / span, at as i32 % span);
    let mut found = Vec::new();
    for first in 0..(span * span) as u32 {
        for direction in Direction::CLOCKWISE {
            let (down, right) = direction.offset();
            let (row, column) = position(first);
            let (row2, column2) = (row + i32::from(down), column + i32::from(right));
            if !(0..span).contains(&row2) || !(0..span).contains(&column2) {
                continue;
            }
            let second = (row2 * span + column2) as u32;
            let pair = [first, second];
            if pair.iter().any(|at| *at == castle || laid.contains(at)) {
                continue;
            }
            // The whole kingdom within the side.
            let every: Vec<(i32, i32)> = laid
                .iter()
                .chain(&pair)
                .chain([&castle])
                .map(|&at| position(at))
                .collect();
            let extent = |axis: fn(&(i32, i32)) -> i32| {
                every.iter().map(axis).max().unwrap() - every.iter().map(axis).min().unwrap() + 1
            };
            if extent(|p| p.0) > side || extent(|p| p.1) > side {
                continue;
            }
            let touches = |at: u32, terrain: CoatId| {
                let (r, c) = position(at);
                [(0, 1), (1, 0), (0, -1), (-1, 0)].iter().any(|(dr, dc)| {
                    let (nr, nc) = (r + dr, c + dc);
                    (0..span).contains(&nr)
                        && (0..span).contains(&nc)
                        && ((nr * span + nc) as u32 == castle
                            || terrain_at((nr * span + nc) as u32) == Some(terrain))
                })
            };
            if touches(first, domino.squares[0].terrain)
                || touches(second, domino.squares[1].terrain)
            {
                found.push((first, direction));
            }
        }
    }
    found
}

fn placements_by_sets<B: Bits>(
    grid: &KingdomGrid<B>,
    kingdom: &Kingdom<B>,
    domino: &Domino,
) -> Vec<(u32, Direction)> {
    let sets = kingdom.placements(grid, domino);
    let mut found: Vec<(u32, Direction)> = Direction::CLOCKWISE
        .iter()
        .zip(sets)
        .flat_map(|(&direction, set)| indices(set).map(move |first| (first, direction)))
        .collect();
    found.sort_by_key(|&(first, direction)| (first, direction as u8));
    found
}

/// A place is refused exactly when the rules forbid it, and for a reason that holds there.
fn check_refusals<B: Bits>(
    grid: &KingdomGrid<B>,
    kingdom: &Kingdom<B>,
    domino: &Domino,
    allowed: &[(u32, Direction)],
) {
    let squares = u32::from(grid.span()).pow(2);
    for first in 0..=squares {
        for direction in Direction::CLOCKWISE {
            let refusal = kingdom.refusal(grid, domino, first, direction);
            assert_eq!(refusal.is_none(), allowed.contains(&(first, direction)));
            let second = grid.neighbour(first, direction).filter(|_| first < squares);
            let taken = |at: u32| at == grid.castle() || kingdom.square_at(at).is_some();
            match refusal {
                Some(PlaceRefusal::Taken) => {
                    assert!(taken(first) || second.is_some_and(taken));
                }
                Some(PlaceRefusal::PastTheSide) => {
                    let room = kingdom.room(grid);
                    let outside = |at: u32| (room & B::bit(at)).is_empty();
                    assert!(second.is_none_or(|second| outside(first) || outside(second)));
                }
                Some(PlaceRefusal::Unjoined) | None => {}
            }
        }
    }
}

/// Random kingdoms grown domino by domino (a random place each time, or a discard): at every
/// step the sets find exactly the places the page's words allow.
fn check_random_kingdoms<B: Bits>(side: u8, games: u64) {
    let rules = OriginalRules::builtin();
    let grid = KingdomGrid::<B>::new(side).expect("a grid");
    let mut seed = 7;
    for _ in 0..games {
        let mut kingdom = Kingdom::new(&grid);
        for _ in 0..30 {
            let dominoes = rules.dominoes();
            let domino = dominoes[(splitmix64(&mut seed) % dominoes.len() as u64) as usize];
            let mut by_hand = placements_by_hand(&grid, &kingdom, &domino);
            by_hand.sort_by_key(|&(first, direction)| (first, direction as u8));
            assert_eq!(placements_by_sets(&grid, &kingdom, &domino), by_hand);
            assert_eq!(kingdom.fits(&grid, &domino), !by_hand.is_empty());
            check_refusals(&grid, &kingdom, &domino, &by_hand);
            if let Some(&(first, direction)) =
                by_hand.get((splitmix64(&mut seed) % by_hand.len().max(1) as u64) as usize)
            {
                kingdom.add(&grid, &domino, first, direction);
            }
        }
        // However it grew, it stays within its side.
        let (board, map) = kingdom.laid_out(&grid);
        assert_eq!(map.drawn().count_ones(), kingdom.filled().count_ones());
        assert_eq!(board.rows(), side);
    }
}

#[test]
fn a_five_by_five_kingdom_takes_exactly_the_places_the_rules_allow() {
    check_random_kingdoms::<u128>(5, 40);
}

#[test]
fn a_mighty_duel_kingdom_takes_exactly_the_places_the_rules_allow() {
    check_random_kingdoms::<Wide>(7, 15);
}

#[test]
fn a_grid_too_wide_for_its_set_is_refused() {
    assert!(KingdomGrid::<u128>::new(7).is_none());
    assert!(KingdomGrid::<Wide>::new(7).is_some());
    assert!(KingdomGrid::<u128>::new(2).is_none());
}

/// The first domino goes next to the castle: 24 places for two squares of one terrain (each of
/// the 12 pairs of squares touching the castle, either way round).
#[test]
fn the_first_domino_goes_next_to_the_castle() {
    let rules = OriginalRules::builtin();
    let grid = KingdomGrid::<u128>::new(5).unwrap();
    let kingdom = Kingdom::new(&grid);
    let places = placements_by_sets(&grid, &kingdom, &rules.dominoes()[0]);
    assert_eq!(places.len(), 24);
    let castle = grid.castle();
    for (first, direction) in places {
        let second = grid.step(first, direction);
        let near = grid.neighbours(u128::bit(castle));
        assert!(near & (u128::bit(first) | u128::bit(second)) != 0);
    }
}

/// A kingdom laid out and counted agrees with the same kingdom read from text.
#[test]
fn a_kingdom_grown_is_counted_as_its_text_is() {
    let rules = OriginalRules::builtin();
    let grid = KingdomGrid::<u128>::new(5).unwrap();
    let mut kingdom = Kingdom::new(&grid);
    let domino = |number: usize| rules.dominoes()[number - 1];
    let castle = grid.castle();
    // 19 (wheat with a crown, forest) east of the castle; 41 (wheat, grassland with two crowns)
    // under it, its wheat beside the first's.
    kingdom.add(&grid, &domino(19), castle + 1, Direction::East);
    let under = grid.step(castle + 1, Direction::South);
    kingdom.add(&grid, &domino(41), under, Direction::East);
    let sheet = kingdom.score(&grid, rules.terrains().len(), Bonuses::default());
    let text = "\
. . . . .
. . . . .
# w* f . .
. w g** . .
. . . . .
";
    let parsed = parse_kingdom(&rules, text).unwrap();
    // The laid-out grid starts at the kingdom's first row: compare the counts, not the grids.
    let expected = score_kingdom(
        &parsed.board,
        &parsed.map,
        rules.terrains().len(),
        Bonuses::default(),
    );
    assert_eq!(sheet.total, expected.total);
    // Two wheat with a crown, and the grassland's square with two.
    assert_eq!(sheet.total, 4);
    assert_eq!(
        (sheet.largest_domain, sheet.crowns),
        (expected.largest_domain, expected.crowns)
    );
}

#[test]
fn the_castle_stays_central_while_every_square_is_within_half_the_side() {
    let rules = OriginalRules::builtin();
    let grid = KingdomGrid::<u128>::new(5).unwrap();
    let domino = rules.dominoes()[0];
    let castle = grid.castle();
    let mut kingdom = Kingdom::new(&grid);
    assert!(kingdom.keeps_castle_central(&grid));
    // Two squares east of the castle: its columns run from the castle to two past it.
    kingdom.add(&grid, &domino, castle + 1, Direction::East);
    assert!(kingdom.keeps_castle_central(&grid));
    // One more to the east: the castle can no longer be the middle column.
    kingdom.add(&grid, &domino, castle + 3, Direction::South);
    assert!(!kingdom.keeps_castle_central(&grid));
    // The same far square north-west instead keeps it.
    let mut kingdom = Kingdom::new(&grid);
    let span = u32::from(grid.span());
    kingdom.add(&grid, &domino, castle - span, Direction::North);
    assert!(kingdom.keeps_castle_central(&grid));
    kingdom.add(&grid, &domino, castle - 3 * span, Direction::West);
    assert!(!kingdom.keeps_castle_central(&grid));
}
