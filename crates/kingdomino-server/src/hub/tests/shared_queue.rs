//! Servers sharing a store share one queue of players waiting for anyone: each renews its
//! players' entries with a wider window, and whichever server finds two within reach pairs them.

use super::*;
use kingdomino_core::games::GameKind;
use kingdomino_core::online::Identity;

#[test]
fn servers_sharing_a_queue_pair_by_rating_too() {
    let redis = crate::local_redis::LocalRedis::start().unwrap();
    let store = StoreAddress::Redis(redis.url.clone());
    let (mut first, mut second) = (hub(&store), hub(&store));
    let [ann, zed, bob] = ["Ann", "Zed", "Bob"].map(|name| Identity::fresh(name).unwrap());
    for number in 0..4 {
        let game = crate::ratings::example_game(&format!("SHARED-{number}"), &[&ann, &zed], number);
        first.store.rate(&game).unwrap();
    }
    let gap = u64::try_from(first.rating_of(&ann.id(), GameKind::Duel).unwrap() - 1500).unwrap();
    let (ann_line, mut ann_box) = line();
    assert_eq!(
        first.seek(1, HERE, ann_line, seek(Some(&ann), "Ann")),
        Ok(None)
    );
    let (bob_line, mut bob_box) = line();
    assert_eq!(
        second.seek(2, HERE, bob_line, seek(Some(&bob), "Bob")),
        Ok(None),
        "too far"
    );
    // Both entries are renewed every half minute with a wider window, until one is within
    // the other's reach; whichever server finds it pairs them.
    let welcomed = |mailbox: &mut Mailbox| {
        drain(mailbox)
            .0
            .iter()
            .any(|message| matches!(message, ServerMessage::Welcome { .. }))
    };
    let now = first.now();
    let steps_needed = (gap - 100).div_ceil(100);
    for step in 1..=steps_needed {
        first.renew_seekers(now + 30 * step);
        second.renew_seekers(now + 30 * step);
        let paired = welcomed(&mut ann_box) | welcomed(&mut bob_box);
        assert_eq!(
            paired,
            step == steps_needed,
            "after {step} renewals of {steps_needed}"
        );
    }
}
