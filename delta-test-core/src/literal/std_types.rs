//! Other standard types as Rust: shared strings, paths, addresses and
//! non-zero numbers, each as the constructor a person writes.
//!
//! Users cannot write these impls themselves (the orphan rule forbids an
//! impl of a foreign trait for a foreign type), so they are all here.

use std::borrow::Cow;
use std::ffi::{OsStr, OsString};
use std::fmt::{self, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, SocketAddrV4, SocketAddrV6};
use std::num::{
    NonZeroI128, NonZeroI16, NonZeroI32, NonZeroI64, NonZeroI8, NonZeroIsize, NonZeroU128,
    NonZeroU16, NonZeroU32, NonZeroU64, NonZeroU8, NonZeroUsize,
};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

use super::{write_str_literal, Literal, Style};

/// `name` as written: short when readable, with its module when exact.
fn ty(module: &str, name: &str, style: Style) -> String {
    match style {
        Style::Readable => name.to_owned(),
        Style::Exact => format!("{module}::{name}"),
    }
}

/// Writes `Ty::from("text")`.
fn write_from_str(out: &mut dyn Write, ty: &str, text: &str) -> fmt::Result {
    write!(out, "{ty}::from(")?;
    write_str_literal(out, text)?;
    out.write_str(")")
}

impl Literal for Rc<str> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        write_from_str(out, &format!("{}::<str>", ty("std::rc", "Rc", style)), self)
    }
}

impl Literal for Arc<str> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        write_from_str(
            out,
            &format!("{}::<str>", ty("std::sync", "Arc", style)),
            self,
        )
    }
}

impl Literal for Cow<'_, str> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        write_from_str(out, &ty("std::borrow", "Cow", style), self)
    }
}

/// A path that is not UTF-8 is printed lossily (with `U+FFFD`): no
/// portable literal builds it.
impl Literal for PathBuf {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        write_from_str(
            out,
            &ty("std::path", "PathBuf", style),
            &self.to_string_lossy(),
        )
    }

    /// As `&Path`: `Path::new("..")`.
    fn write_ref(&self, out: &mut dyn Write) -> fmt::Result {
        self.as_path().write_rust(out, Style::Exact)
    }
}

impl Literal for Path {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        write!(out, "{}::new(", ty("std::path", "Path", style))?;
        write_str_literal(out, &self.to_string_lossy())?;
        out.write_str(")")
    }
}

/// Lossy when not UTF-8, as a path is.
impl Literal for OsString {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        write_from_str(
            out,
            &ty("std::ffi", "OsString", style),
            &self.to_string_lossy(),
        )
    }

    /// As `&OsStr`: `OsStr::new("..")`.
    fn write_ref(&self, out: &mut dyn Write) -> fmt::Result {
        self.as_os_str().write_rust(out, Style::Exact)
    }
}

impl Literal for OsStr {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        write!(out, "{}::new(", ty("std::ffi", "OsStr", style))?;
        write_str_literal(out, &self.to_string_lossy())?;
        out.write_str(")")
    }
}

impl Literal for Ipv4Addr {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let [a, b, c, d] = self.octets();
        write!(
            out,
            "{}::new({a}, {b}, {c}, {d})",
            ty("std::net", "Ipv4Addr", style)
        )
    }
}

/// Segments in hexadecimal, as IPv6 addresses are read.
impl Literal for Ipv6Addr {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let segments: Vec<String> = self.segments().iter().map(|s| format!("{s:#x}")).collect();
        let ty = ty("std::net", "Ipv6Addr", style);
        write!(out, "{ty}::new({})", segments.join(", "))
    }
}

impl Literal for IpAddr {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let ty = ty("std::net", "IpAddr", style);
        match self {
            IpAddr::V4(ip) => write!(out, "{ty}::V4({})", ip.to_rust(style)),
            IpAddr::V6(ip) => write!(out, "{ty}::V6({})", ip.to_rust(style)),
        }
    }
}

impl Literal for SocketAddrV4 {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let ty = ty("std::net", "SocketAddrV4", style);
        write!(
            out,
            "{ty}::new({}, {})",
            self.ip().to_rust(style),
            self.port()
        )
    }
}

impl Literal for SocketAddrV6 {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let ty = ty("std::net", "SocketAddrV6", style);
        let ip = self.ip().to_rust(style);
        let (port, flow, scope) = (self.port(), self.flowinfo(), self.scope_id());
        write!(out, "{ty}::new({ip}, {port}, {flow}, {scope})")
    }
}

impl Literal for SocketAddr {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let ty = ty("std::net", "SocketAddr", style);
        match self {
            SocketAddr::V4(a) => write!(out, "{ty}::V4({})", a.to_rust(style)),
            SocketAddr::V6(a) => write!(out, "{ty}::V6({})", a.to_rust(style)),
        }
    }
}

macro_rules! non_zero {
    ($($t:ident)*) => {$(
        impl Literal for $t {
            fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
                let ty = ty("std::num", stringify!($t), style);
                write!(out, "{ty}::new({}).unwrap()", self.get())
            }
        }
    )*};
}

non_zero!(
    NonZeroU8 NonZeroU16 NonZeroU32 NonZeroU64 NonZeroU128 NonZeroUsize
    NonZeroI8 NonZeroI16 NonZeroI32 NonZeroI64 NonZeroI128 NonZeroIsize
);

#[cfg(test)]
mod tests {
    use super::*;

    /// Pins the printed form and checks that it compiles back to the value
    /// (as `literal::tests::round_trip!` does), for these types.
    macro_rules! round_trip {
        ($ty:ty, $value:expr, $style:ident, $($expr:tt)+) => {{
            let value: $ty = $value;
            assert_eq!(value.to_rust(Style::$style), stringify!($($expr)+));
            let back: $ty = $($expr)+;
            assert_eq!(back, value);
        }};
    }

    #[test]
    fn std_types_round_trip() {
        round_trip!(Rc<str>, "a\"b".into(), Readable, Rc::<str>::from(r#"a"b"#));
        round_trip!(
            Arc<str>,
            "x".into(),
            Exact,
            std::sync::Arc::<str>::from("x")
        );
        round_trip!(Cow<str>, Cow::Borrowed("x"), Readable, Cow::from("x"));
        round_trip!(
            PathBuf,
            "/tmp/a b".into(),
            Readable,
            PathBuf::from("/tmp/a b")
        );
        round_trip!(OsString, "x".into(), Exact, std::ffi::OsString::from("x"));
        round_trip!(
            Ipv4Addr,
            Ipv4Addr::new(10, 0, 0, 1),
            Readable,
            Ipv4Addr::new(10, 0, 0, 1)
        );
        round_trip!(
            Ipv6Addr,
            "2001:db8::1".parse().unwrap(),
            Exact,
            std::net::Ipv6Addr::new(0x2001, 0xdb8, 0x0, 0x0, 0x0, 0x0, 0x0, 0x1)
        );
        round_trip!(
            IpAddr,
            "127.0.0.1".parse().unwrap(),
            Readable,
            IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1))
        );
        // Too long for `stringify!` to keep on one line: pinned and built
        // separately.
        let v4: SocketAddr = "10.0.0.1:80".parse().unwrap();
        assert_eq!(
            v4.to_rust(Style::Exact),
            "std::net::SocketAddr::V4(std::net::SocketAddrV4::new(std::net::Ipv4Addr::new(10, 0, 0, 1), 80))"
        );
        let back = std::net::SocketAddr::V4(std::net::SocketAddrV4::new(
            std::net::Ipv4Addr::new(10, 0, 0, 1),
            80,
        ));
        assert_eq!(back, v4);
        let v6: SocketAddr = "[::1]:8080".parse().unwrap();
        assert_eq!(
            v6.to_rust(Style::Readable),
            "SocketAddr::V6(SocketAddrV6::new(Ipv6Addr::new(0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x1), 8080, 0, 0))"
        );
        let back = SocketAddr::V6(SocketAddrV6::new(
            Ipv6Addr::new(0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x1),
            8080,
            0,
            0,
        ));
        assert_eq!(back, v6);
        round_trip!(
            NonZeroI32,
            NonZeroI32::new(-7).unwrap(),
            Exact,
            std::num::NonZeroI32::new(-7).unwrap()
        );
    }

    #[test]
    fn borrowed_paths_take_their_borrowed_form() {
        let mut out = String::new();
        PathBuf::from("a/b").write_ref(&mut out).unwrap();
        assert_eq!(out, r#"std::path::Path::new("a/b")"#);
        let mut out = String::new();
        OsString::from("x").write_ref(&mut out).unwrap();
        assert_eq!(out, r#"std::ffi::OsStr::new("x")"#);
    }
}
