#!/usr/bin/env python3
"""Writes to stdout a storyboard of N scenes, each a design of its own: a portrait root view with a
button and K labels, and a landscape drawing (named by the controller's landscapeView outlet)
with the same views and a slider the portrait lacks. What `merge` of a storyboard with many
designs costs is measured on it (docs/BENCHMARKS.md).

Usage: scenes-storyboard.py N [K]
"""
import sys


def labels(prefix, scene, count):
    return "".join(
        f'<label opaque="NO" text="x{k}" id="{prefix}{scene}_{k}"><rect key="frame" x="10" y="{100 + k}" width="50" height="20"/></label>'
        for k in range(count))


def scene(s, extra):
    return f'''        <scene sceneID="S{s}"><objects>
            <viewController id="VC{s}" customClass="SwapViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="PV{s}"><rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews><button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="PB{s}"><rect key="frame" x="20" y="20" width="100" height="30"/><state key="normal" title="Go"/>
                        <connections><action selector="go:" destination="VC{s}" eventType="touchUpInside" id="ac{s}"/></connections></button>{labels("PX", s, extra)}</subviews>
                </view>
                <connections><outlet property="landscapeView" destination="LV{s}" id="ol{s}"/><outlet property="portraitView" destination="PV{s}" id="op{s}"/></connections>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="FR{s}" sceneMemberID="firstResponder"/>
            <view contentMode="scaleToFill" id="LV{s}"><rect key="frame" x="0.0" y="0.0" width="568" height="320"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews><button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="LB{s}"><rect key="frame" x="40" y="20" width="100" height="30"/><state key="normal" title="Go"/>
                    <connections><action selector="go:" destination="VC{s}" eventType="touchUpInside" id="al{s}"/></connections></button>
                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="LS{s}"><rect key="frame" x="200" y="20" width="200" height="30"/></slider>{labels("LX", s, extra)}</subviews>
            </view>
        </objects><point key="canvasLocation" x="100" y="100"/></scene>'''


def main():
    count = int(sys.argv[1])
    extra = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    print('<?xml version="1.0" encoding="UTF-8"?>')
    print('<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" '
          'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="VC0">')
    print('    <scenes>')
    for s in range(count):
        print(scene(s, extra))
    print('    </scenes>')
    print('</document>')


if __name__ == "__main__":
    main()
