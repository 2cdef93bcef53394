//! The server's deal of the original game's dominoes from its secret: every line dealt once from
//! the rule set, and a game played with those lines replayed from its record.

use super::options;
use kingdomino_core::online::RollSecret;
use kingdomino_core::original::{Original, OriginalRules};
use kingdomino_core::table::{Record, ReplayError};

#[test]
fn a_secret_deals_every_line_once_from_the_rule_set() {
    let rules = OriginalRules::builtin();
    for (players, mighty_duel) in [(2, false), (3, false), (4, false), (2, true)] {
        let options = options(players, mighty_duel);
        let setup = rules.setup(players, mighty_duel).unwrap();
        let secret = RollSecret([players + 3; 32]);
        let lines: Vec<Vec<u8>> = (0..)
            .map_while(|line| secret.deal(&rules, options, line))
            .collect();
        assert_eq!(lines.len(), usize::from(setup.rounds()));
        let mut all: Vec<u8> = lines.concat();
        assert!(
            lines
                .iter()
                .all(|line| line.len() == usize::from(setup.line()))
        );
        assert!(lines.iter().all(|line| line.is_sorted()));
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), usize::from(setup.dominoes), "no domino twice");
        assert!(secret.explains::<Original>(&rules, options, &secret.commitment(), &lines));
        let other = RollSecret([players + 4; 32]);
        assert!(!other.explains::<Original>(&rules, options, &secret.commitment(), &lines));
        assert_ne!(other.deal(&rules, options, 0), Some(lines[0].clone()));
        let mut changed = lines.clone();
        changed.swap(0, 1);
        assert!(!secret.explains::<Original>(&rules, options, &secret.commitment(), &changed));
    }
}

/// A game played with the lines dealt from a secret, kept with its deals: every domino of
/// the deals is placed or discarded, and the record replays it; a deal changed or missing
/// is named.
#[test]
fn a_game_dealt_from_a_secret_replays_from_its_record() {
    let rules = OriginalRules::builtin();
    for (players, mighty_duel) in [(2, false), (4, false), (2, true)] {
        let options = options(players, mighty_duel);
        let secret = RollSecret([players * 11 + 1; 32]);
        let mut record = Record::<Original>::new(&rules, options, 5);
        record.deals.push(secret.deal(&rules, options, 0).unwrap());
        let mut game = record.start(&rules).unwrap();
        let first: Vec<u8> = game.next_line().iter().map(|s| s.domino.number).collect();
        assert_eq!(first, record.deals[0], "the secret's line, not the seed's");
        let mut pick = 7u64;
        while game.player_to_act().is_some() {
            let legal = game.legal_actions();
            pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1);
            let action = legal[(pick >> 33) as usize % legal.len()];
            let laid = game.lines_laid();
            game.apply(action).unwrap();
            record.actions.push(action);
            if game.lines_laid() > laid && !game.next_line().is_empty() {
                let dealt = secret.deal(&rules, options, laid).unwrap();
                game.deal_next_line(&dealt).unwrap();
                record.deals.push(dealt);
            }
        }
        assert!(secret.explains::<Original>(&rules, options, &secret.commitment(), &record.deals));
        assert_eq!(record.replay(&rules), Ok(game.clone()));
        let from_seed = Record {
            deals: Vec::new(),
            ..record.clone()
        };
        assert_ne!(
            from_seed.replay(&rules).ok(),
            Some(game),
            "the seed deals otherwise"
        );
        let mut missing = record.clone();
        missing.deals.pop();
        let line = record.deals.len() - 1;
        assert!(matches!(
            missing.replay(&rules),
            Err(ReplayError::MissingDeal { deal }) if deal == line
        ));
        let mut twice = record.clone();
        twice.deals[1][0] = twice.deals[0][0];
        assert!(matches!(
            twice.replay(&rules),
            Err(ReplayError::BadDeal { deal: 1, .. })
        ));
    }
}
