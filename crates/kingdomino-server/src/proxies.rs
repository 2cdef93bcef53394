//! The proxies the server trusts (`--trusted-proxy CIDR`), and a player's address behind them:
//! `X-Forwarded-For` is read only from a trusted peer, and its entries are peeled from the
//! right, each added by the hop before, for as long as that hop is trusted too. The first
//! untrusted address is the player's; whatever a player writes further left is never believed.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use axum::http::HeaderMap;
use ipnet::IpNet;

/// The networks whose connections may say whom they carry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    pub fn new(networks: Vec<IpNet>) -> TrustedProxies {
        TrustedProxies(networks)
    }

    /// A proxy on this machine (`--behind-proxy`): the loopback networks.
    pub fn this_machine() -> [IpNet; 2] {
        [
            IpNet::new_assert(IpAddr::V4(Ipv4Addr::LOCALHOST), 8),
            IpNet::new_assert(IpAddr::V6(Ipv6Addr::LOCALHOST), 128),
        ]
    }

    pub fn trusts(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.0.iter().any(|network| network.contains(&address))
    }

    /// The player's address: `peer` itself unless it is trusted; then, from the right of
    /// `X-Forwarded-For` (every such header, in order), each entry while the one who wrote it
    /// was trusted. An entry that is not an address ends the peeling at the hop that wrote it.
    pub fn player_address(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let mut address = peer.to_canonical();
        let headers: Vec<&str> = (headers.get_all("x-forwarded-for").iter())
            .filter_map(|value| value.to_str().ok())
            .collect();
        let hops = headers.iter().rev().flat_map(|value| value.rsplit(','));
        for hop in hops {
            if !self.trusts(address) {
                break;
            }
            match hop.trim().parse::<IpAddr>() {
                Ok(written) => address = written.to_canonical(),
                Err(_) => break,
            }
        }
        address
    }
}

/// A network as `--trusted-proxy` takes it: `10.0.0.0/8`, `2001:db8::/32`, or one address.
pub fn parse_network(text: &str) -> Result<IpNet, String> {
    text.parse::<IpNet>()
        .or_else(|_| text.parse::<IpAddr>().map(IpNet::from))
        .map_err(|_| format!("`{text}` is not a network (such as 10.0.0.0/8) or an address"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn proxies(networks: &[&str]) -> TrustedProxies {
        TrustedProxies::new(
            networks
                .iter()
                .map(|text| parse_network(text).unwrap())
                .collect(),
        )
    }

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", value.parse().unwrap());
        }
        headers
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn an_untrusted_peer_is_the_address_whatever_it_writes() {
        let trusted = proxies(&["10.0.0.0/8"]);
        let headers = forwarded(&["203.0.113.7"]);
        assert_eq!(
            trusted.player_address(ip("198.51.100.1"), &headers),
            ip("198.51.100.1")
        );
        let nobody = TrustedProxies::default();
        assert_eq!(
            nobody.player_address(ip("10.0.0.1"), &headers),
            ip("10.0.0.1")
        );
    }

    #[test]
    fn trusted_hops_are_peeled_from_the_right_up_to_the_first_untrusted() {
        let trusted = proxies(&["10.0.0.0/8", "2001:db8::/32"]);
        // The player wrote 6.6.6.6 themselves; the outer proxy saw 203.0.113.7; the inner
        // proxy (10.1.1.1) saw the outer one (10.2.2.2).
        let headers = forwarded(&["6.6.6.6, 203.0.113.7", "10.2.2.2"]);
        assert_eq!(
            trusted.player_address(ip("10.1.1.1"), &headers),
            ip("203.0.113.7")
        );
        // Nothing but trusted hops: the leftmost is the address.
        let inside = forwarded(&["10.3.3.3, 2001:db8::1"]);
        assert_eq!(
            trusted.player_address(ip("10.1.1.1"), &inside),
            ip("10.3.3.3")
        );
        // A hop that is not an address: the hop that wrote it is the address.
        let garbled = forwarded(&["203.0.113.7, not an address"]);
        assert_eq!(
            trusted.player_address(ip("10.1.1.1"), &garbled),
            ip("10.1.1.1")
        );
        // No header: the proxy itself.
        assert_eq!(
            trusted.player_address(ip("10.1.1.1"), &HeaderMap::new()),
            ip("10.1.1.1")
        );
    }

    #[test]
    fn networks_are_read_as_cidr_or_single_addresses_and_loopback_is_this_machine() {
        assert!(proxies(&["192.0.2.5"]).trusts(ip("192.0.2.5")));
        assert!(!proxies(&["192.0.2.5"]).trusts(ip("192.0.2.6")));
        assert!(
            parse_network("10.0.0.0/33")
                .unwrap_err()
                .contains("10.0.0.0/33")
        );
        assert!(parse_network("proxy.example").is_err());
        let here = TrustedProxies::new(TrustedProxies::this_machine().to_vec());
        assert!(here.trusts(ip("127.0.0.1")) && here.trusts(ip("::1")));
        // An IPv4 peer seen through an IPv6 socket is the same address.
        assert!(here.trusts(ip("::ffff:127.0.0.1")));
        assert!(!here.trusts(ip("192.0.2.1")));
    }
}
