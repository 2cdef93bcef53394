use super::options;
use kingdomino_core::kingdom::Direction;
use kingdomino_core::original::OriginalRules;
use kingdomino_core::original::bits::Bits;
use kingdomino_core::original::bits::Wide;
use kingdomino_core::original::game::*;
use kingdomino_core::rng::SplitMix64;
use kingdomino_core::rng::splitmix64;
use rand::SeedableRng;

/// Plays a game to its end with actions drawn at random from the legal ones, checking on the way
/// that `check` agrees with `apply` on every legal action and on a few others; returns the
/// actions taken.
fn play_at_random<B: Bits>(game: &mut Game<B>, mut seed: u64) -> Vec<Action> {
    let mut taken = Vec::new();
    while game.step() != Step::GameOver {
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "stuck at {:?}", game.step());
        for action in &legal {
            assert_eq!(
                game.check(*action),
                Ok(()),
                "{action:?} at {:?}",
                game.step()
            );
        }
        let strangers = [
            Action::Claim { slot: 9 },
            Action::Discard,
            Action::Place {
                first: 0,
                direction: Direction::North,
            },
        ];
        for stranger in strangers.into_iter().filter(|s| !legal.contains(s)) {
            let mut copy = game.clone();
            assert!(
                game.check(stranger).is_err(),
                "{stranger:?} at {:?}",
                game.step()
            );
            assert!(copy.apply(stranger).is_err());
        }
        let action = legal[(splitmix64(&mut seed) % legal.len() as u64) as usize];
        game.apply(action).expect("a legal action");
        taken.push(action);
        assert!(taken.len() < 1000, "the game never ends");
    }
    taken
}

/// Every domino dealt ends in a kingdom or on the discard pile, each player adding one a king
/// a round.
fn check_whole_game<B: Bits>(players: u8, mighty_duel: bool, games: u64) {
    let rules = OriginalRules::builtin();
    for seed in 0..games {
        let mut game = Game::<B>::new(&rules, options(players, mighty_duel), seed).unwrap();
        let setup = game.setup();
        play_at_random(&mut game, seed * 31 + 1);
        let placed: u32 = game
            .players()
            .map(|player| game.kingdom(player).filled().count_ones() / 2)
            .sum();
        assert_eq!(
            placed as usize + game.discarded().len(),
            usize::from(setup.dominoes),
            "{players} players, seed {seed}"
        );
        assert_eq!(game.deck_left(), 0);
        assert!(!game.winners().is_empty());
    }
}

#[test]
fn games_for_two_three_and_four_players_place_or_discard_every_domino() {
    check_whole_game::<u128>(2, false, 20);
    check_whole_game::<u128>(3, false, 20);
    check_whole_game::<u128>(4, false, 20);
}

#[test]
fn a_mighty_duel_uses_every_domino_on_seven_by_seven() {
    check_whole_game::<Wide>(2, true, 5);
    let rules = OriginalRules::builtin();
    assert!(
        Game::<u128>::new(&rules, options(2, true), 1).is_none(),
        "too narrow a set"
    );
}

#[test]
fn the_same_seed_and_actions_make_the_same_game() {
    let rules = OriginalRules::builtin();
    let mut first = Game::<u128>::new(&rules, options(4, false), 42).unwrap();
    let actions = play_at_random(&mut first, 5);
    let mut again = Game::<u128>::new(&rules, options(4, false), 42).unwrap();
    for action in actions {
        again.apply(action).unwrap();
    }
    assert_eq!(first.scores(), again.scores());
    assert_eq!(first.discarded(), again.discarded());
    let other = Game::<u128>::new(&rules, options(4, false), 43).unwrap();
    let numbers = |game: &Game<u128>| -> Vec<u8> {
        game.next_line()
            .iter()
            .map(|slot| slot.domino.number)
            .collect()
    };
    let fresh = Game::<u128>::new(&rules, options(4, false), 42).unwrap();
    assert_ne!(
        numbers(&fresh),
        numbers(&other),
        "another seed, other dominoes"
    );
}

/// The first round's kings claim in a random order, each player's kings counted; then the
/// kings act in the order of their dominoes' numbers, lowest first, each adding before
/// claiming.
#[test]
fn the_kings_act_in_the_order_of_their_dominoes() {
    let rules = OriginalRules::builtin();
    let mut game = Game::<u128>::new(&rules, options(2, false), 3).unwrap();
    assert_eq!(game.setup().line(), 4);
    let mut claimers = Vec::new();
    while let Step::Claim { king } = game.step() {
        claimers.push(king);
        // Each claims the highest domino left.
        let slot = game.legal_actions().len() as u8 - 1;
        game.apply(Action::Claim { slot }).unwrap();
    }
    claimers.sort();
    assert_eq!(claimers, [0, 1, 2, 3], "every king claims once");
    let numbers: Vec<u8> = game.line().iter().map(|slot| slot.domino.number).collect();
    assert!(
        numbers.is_sorted(),
        "a line is laid out lowest first: {numbers:?}"
    );
    for slot in 0..4 {
        let Step::Place { king } = game.step() else {
            panic!("a king places, not {:?}", game.step());
        };
        assert_eq!(
            Some(king),
            game.line()[slot].king,
            "the king on domino {slot}"
        );
        let action = game.legal_actions()[0];
        game.apply(action).unwrap();
        assert_eq!(game.step(), Step::Choose { king });
        assert_eq!(game.apply(action), Err(ActionError::NotNow));
        let claim = game.legal_actions()[0];
        game.apply(claim).unwrap();
    }
}

/// A domino that fits must be added; only one that fits nowhere may be discarded.
#[test]
fn discarding_is_only_for_a_domino_that_fits_nowhere() {
    let rules = OriginalRules::builtin();
    let mut game = Game::<u128>::new(&rules, options(3, false), 9).unwrap();
    while let Step::Claim { .. } = game.step() {
        game.apply(Action::Claim { slot: 0 }).unwrap_or_else(|_| {
            let slot = game.legal_actions()[0];
            game.apply(slot).unwrap();
        });
    }
    assert_eq!(game.check(Action::Discard), Err(ActionError::MustPlace));
    assert!(!game.legal_actions().contains(&Action::Discard));
    // Played on at random, some discards happen in a full game of three, each when nothing fit.
    let mut discards = 0;
    let mut seed = 11;
    while game.step() != Step::GameOver {
        let legal = game.legal_actions();
        if legal == [Action::Discard] {
            discards += 1;
        }
        let action = legal[(splitmix64(&mut seed) % legal.len() as u64) as usize];
        game.apply(action).unwrap();
    }
    assert_eq!(discards, game.discarded().len());
}

#[test]
fn the_last_round_has_nothing_to_claim() {
    let rules = OriginalRules::builtin();
    let mut game = Game::<u128>::new(&rules, options(4, false), 2).unwrap();
    let mut seed = 1;
    while game.deck_left() > 0 || game.next_line().iter().any(|slot| slot.king.is_none()) {
        let legal = game.legal_actions();
        let action = legal[(splitmix64(&mut seed) % legal.len() as u64) as usize];
        game.apply(action).unwrap();
    }
    // The last line is claimed: from here the kings only add.
    while game.step() != Step::GameOver {
        assert!(
            matches!(game.step(), Step::Place { .. }),
            "{:?}",
            game.step()
        );
        let action = game.legal_actions()[0];
        game.apply(action).unwrap();
    }
}

/// The playouts' random action is always one of the legal ones, and reaches each of them.
#[test]
fn a_random_action_is_a_legal_one() {
    let rules = OriginalRules::builtin();
    let mut game = Game::<u128>::new(&rules, options(4, false), 8).unwrap();
    let mut rng = SplitMix64::seed_from_u64(3);
    while game.step() != Step::GameOver {
        let legal = game.legal_actions();
        let mut seen = std::collections::HashSet::new();
        for _ in 0..20 * legal.len() {
            let action = game.random_action(&mut rng).expect("an action");
            assert!(legal.contains(&action), "{action:?} at {:?}", game.step());
            seen.insert(action);
        }
        assert_eq!(
            seen.len(),
            legal.len(),
            "every legal action drawn at {:?}",
            game.step()
        );
        let action = game.random_action(&mut rng).unwrap();
        game.apply(action).unwrap();
    }
    assert_eq!(game.random_action(&mut rng), None);
}

#[test]
fn a_line_dealt_from_elsewhere_replaces_the_seed_s_until_a_king_claims() {
    let rules = OriginalRules::builtin();
    let mut game = Game::<u128>::new(&rules, options(2, false), 3).unwrap();
    let seeds: Vec<u8> = game.next_line().iter().map(|s| s.domino.number).collect();
    // Two players use half the dominoes: a deal may bring in one the seed left in the box.
    let boxed = (1..=48).find(|n| !seeds.contains(n)).unwrap();
    let dealt = [boxed, seeds[0], seeds[1], seeds[2]];
    let mut sorted = dealt.to_vec();
    sorted.sort_unstable();
    game.deal_next_line(&dealt).unwrap();
    let laid: Vec<u8> = game.next_line().iter().map(|s| s.domino.number).collect();
    assert_eq!(laid, sorted, "laid out lowest first");
    assert_eq!(game.deck_left(), 20, "as many to come as before");
    assert_eq!(game.lines_laid(), 1);
    assert_eq!(
        game.deal_next_line(&dealt[..3]),
        Err(DealError::Count {
            expected: 4,
            given: 3
        })
    );
    assert_eq!(
        game.deal_next_line(&[boxed, boxed, seeds[0], seeds[1]]),
        Err(DealError::NotFaceDown(boxed))
    );
    assert_eq!(
        game.deal_next_line(&[boxed, 49, seeds[0], seeds[1]]),
        Err(DealError::NotFaceDown(49))
    );
    assert_eq!(
        game.next_line()
            .iter()
            .map(|s| s.domino.number)
            .collect::<Vec<_>>(),
        sorted
    );
    let king = match game.step() {
        Step::Claim { king } => king,
        step => panic!("{step:?}"),
    };
    game.apply(Action::Claim { slot: 0 }).unwrap();
    assert_eq!(game.next_line()[0].king, Some(king));
    assert_eq!(game.deal_next_line(&dealt), Err(DealError::Claimed));
    // The game goes on to its end with every domino dealt placed or discarded.
    play_at_random(&mut game, 9);
    let placed: u32 = game
        .players()
        .map(|player| game.kingdom(player).filled().count_ones() / 2)
        .sum();
    assert_eq!(placed as usize + game.discarded().len(), 24);
}
