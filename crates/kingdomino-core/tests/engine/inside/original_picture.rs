//! What the original game's table shows, read from its state.

use rand::SeedableRng;

use kingdomino_core::original::picture::*;
use kingdomino_core::original::{AnyGame, Step};
use kingdomino_core::original::{Bonuses, GameOptions, OriginalRules};
use kingdomino_core::rng::SplitMix64;

#[test]
fn the_picture_follows_a_game_from_the_first_claims_to_the_end() {
    let rules = OriginalRules::builtin();
    let options = GameOptions {
        players: 3,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: false,
    };
    let mut game = AnyGame::new(&rules, options, 12).expect("three players");
    let first = game.picture();
    assert_eq!((first.round, first.rounds), (0, 12));
    assert!(first.line.is_empty());
    assert_eq!(first.next_line.len(), 3);
    for kingdom in &first.kingdoms {
        assert_eq!(kingdom.span, 9);
        let count = |wanted: SquareView| kingdom.squares.iter().filter(|s| **s == wanted).count();
        // At first the kingdom may grow four squares every way from its castle.
        assert_eq!(
            (count(SquareView::Castle), count(SquareView::Room)),
            (1, 80)
        );
    }
    let mut rng = SplitMix64::seed_from_u64(3);
    let mut rounds_seen = vec![first.round];
    while game.player_to_act().is_some() {
        let AnyGame::Five(five) = &game else {
            unreachable!("5 by 5 kingdoms")
        };
        let action = five.random_action(&mut rng).expect("a legal action");
        game.apply(action).expect("legal");
        let picture = game.picture();
        if rounds_seen.last() != Some(&picture.round) {
            rounds_seen.push(picture.round);
        }
        // Each king stands in one place once it has claimed: on the line it adds from,
        // until it claims from the next.
        let kings: usize = [&picture.line, &picture.next_line]
            .iter()
            .map(|line| line.iter().filter(|slot| slot.owner.is_some()).count())
            .sum();
        match picture.round {
            0 => assert!(kings <= 3, "{picture:?}"),
            _ => assert_eq!(kings, 3, "three kings on the lines: {picture:?}"),
        }
        // The line is added in its order: done before the acting king's slot, not after.
        if let Step::Place { king } = picture.step {
            let at = picture
                .line
                .iter()
                .position(|slot| slot.slot.king == Some(king));
            let added: Vec<bool> = picture.line.iter().map(|slot| slot.added).collect();
            let at = at.expect("the acting king on the line");
            assert!(added[..at].iter().all(|&added| added), "{added:?}");
            assert!(added[at..].iter().all(|&added| !added), "{added:?}");
        }
    }
    assert_eq!(rounds_seen, (0..=12).collect::<Vec<u8>>());
    let last = game.picture();
    let scores = game.scores();
    for (kingdom, sheet) in last.kingdoms.iter().zip(scores) {
        assert_eq!(kingdom.sheet, sheet);
        let laid = kingdom
            .squares
            .iter()
            .filter(|square| matches!(square, SquareView::Laid(_)))
            .count();
        assert!(laid <= 24 && laid % 2 == 0, "{laid} squares laid");
    }
    assert_eq!(last.step, Step::GameOver);
    assert_eq!(last.winners, game.winners());
    assert!(first.winners.is_empty());
}
